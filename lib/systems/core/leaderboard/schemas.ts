import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url-schema';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField } from '@/lib/platform/schemas';
import {
  LEADERBOARD_DEFAULT_METRIC,
  LEADERBOARD_LIMIT_DEFAULT,
  LEADERBOARD_LIMIT_MAX,
  LEADERBOARD_METRICS,
} from './constants';

export const leaderboardQuery = z.object({
  country: countryCode.optional().describe('Only characters of this country'),
  metric: z
    .enum(LEADERBOARD_METRICS)
    .default(LEADERBOARD_DEFAULT_METRIC)
    .describe(
      'npi (national influence), pi (political influence), favorability, funds (campaign funds) or actions',
    ),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEADERBOARD_LIMIT_MAX)
    .default(LEADERBOARD_LIMIT_DEFAULT)
    .describe(`Most characters, 1 to ${LEADERBOARD_LIMIT_MAX} (default ${LEADERBOARD_LIMIT_DEFAULT})`),
});

export const leaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  id: z.string(),
  name: z.string(),
  countryId: z.string(),
  party: z.string().nullable(),
  partyColor: z.string().nullable().describe('#rrggbb, or null for no party'),
  stateCode: z.string().describe('Code of the home state or region, e.g. CA'),
  position: z.string().describe('Office or title held, "Citizen" when none'),
  funds: z.number().describe('Campaign funds in the home currency'),
  currencyCode: z.string(),
  politicalInfluence: z.number(),
  nationalInfluence: z.number(),
  favorability: z.number(),
  actions: z.number().int(),
  value: z.number().describe('The ranked metric'),
  profileUrl: profileUrlSchema,
});

export const leaderboardResponse = z.object({
  found: foundField,
  metric: z.enum(LEADERBOARD_METRICS),
  characters: z.array(leaderboardRowSchema),
});

export type LeaderboardResult = z.input<typeof leaderboardResponse>;
