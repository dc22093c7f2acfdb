import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  NEWS_CATEGORIES,
  NEWS_CONTENT_MAX,
  NEWS_LIMIT_DEFAULT,
  NEWS_LIMIT_MAX,
  NEWS_TITLE_MAX,
  NEWS_TITLE_MIN,
} from './constants';

/** Inputs and outputs of the news verbs; input schemas are idempotent so verbs can re-parse. */

export const listNewsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NEWS_LIMIT_MAX)
    .default(NEWS_LIMIT_DEFAULT)
    .describe(`Most posts to return, 1 to ${NEWS_LIMIT_MAX} (default ${NEWS_LIMIT_DEFAULT})`),
  category: z
    .enum(NEWS_CATEGORIES)
    .optional()
    .describe(`One of ${NEWS_CATEGORIES.join(', ')}`),
  country: countryCode.optional().describe('Only posts about this country (world news excluded)'),
});

export const newsPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  content: z.string(),
  authorName: z.string(),
  isSystem: z.boolean(),
  category: z.enum(NEWS_CATEGORIES),
  countryId: z.string().nullable(),
  turn: z.number().int(),
  createdAt: isoTimestamp,
});

export const listNewsResponse = z.object({ found: foundField, posts: z.array(newsPostSchema) });

/** POST /api/news: a player post, filed under the author's country. */
export const postNewsInput = z.object({
  title: text({ min: NEWS_TITLE_MIN, max: NEWS_TITLE_MAX }),
  content: text({ max: NEWS_CONTENT_MAX, multiline: true }),
  category: z.enum(NEWS_CATEGORIES),
});

export type NewsPostView = z.input<typeof newsPostSchema>;
export type ListNewsResult = z.input<typeof listNewsResponse>;
