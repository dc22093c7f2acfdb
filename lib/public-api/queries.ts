import { z } from 'zod';
import { BULK_CHARACTER_IDS_MAX, CHARACTER_SEARCH_MAX_RESULTS, CHARACTER_SEARCH_MAX_TERM } from './constants';

/**
 * Query and path schemas of the v1 read API. Domain verbs re-validate their input with the same
 * schemas, so each one must be idempotent: parsing its own output gives the same output (no
 * type-changing transforms).
 */

const countryCode = z
  .string()
  .trim()
  .min(2)
  .max(8)
  .regex(/^[A-Za-z-]+$/, 'must be a country code such as US')
  .transform((code) => code.toUpperCase());

export const countryCodeParams = z.object({
  code: countryCode.describe('Country code, case-insensitive, e.g. US or uk'),
});

export const listPartiesQuery = z.object({
  country: countryCode.optional().describe('Country code, case-insensitive; omit for every party'),
});

export const getPartyQuery = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .transform((id) => id.toLowerCase())
    .describe('Party id, e.g. us-dem'),
  country: countryCode.describe('Country code the party belongs to, e.g. US'),
});

export const searchCharactersQuery = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(CHARACTER_SEARCH_MAX_TERM)
      .optional()
      .describe('Any part of the name, case-insensitive; give name or chatId'),
    chatId: z
      .string()
      .trim()
      .min(1)
      .max(CHARACTER_SEARCH_MAX_TERM)
      .optional()
      .describe('User id on an external chat platform; give name or chatId'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(CHARACTER_SEARCH_MAX_RESULTS)
      .default(CHARACTER_SEARCH_MAX_RESULTS)
      .describe(`Most results to return, 1 to ${CHARACTER_SEARCH_MAX_RESULTS}`),
  })
  .refine((query) => query.name !== undefined || query.chatId !== undefined, {
    message: 'name or chatId is required',
  });

export const characterIdParams = z.object({
  id: z.string().trim().min(1).max(64).describe('Sequential number (e.g. 42) or 24-hex ObjectId'),
});

/** Splits "1, 2,,3" into its non-empty tokens. */
export function splitIdList(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

export const bulkCharactersQuery = z.object({
  ids: z
    .string()
    .refine((value) => splitIdList(value).length > 0, { message: 'give at least one id' })
    .refine((value) => splitIdList(value).length <= BULK_CHARACTER_IDS_MAX, {
      message: `at most ${BULK_CHARACTER_IDS_MAX} ids per request`,
    })
    .describe(
      `Comma-separated sequential ids, up to ${BULK_CHARACTER_IDS_MAX}; unknown or invalid ids are skipped`,
    ),
});
