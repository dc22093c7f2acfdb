import { z } from 'zod';
import { balanceSchema } from '@/lib/systems/core/money/schemas';
import { profileUrlSchema } from './profile-url-schema';
import { foundField, isoTimestamp, objectId } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  BULK_CHARACTER_IDS_MAX,
  BULK_CHARACTER_IDS_MAX_CHARS,
  CHARACTER_ID_MAX,
  CHARACTER_SEARCH_MAX_RESULTS,
  CHARACTER_SEARCH_MAX_TERM,
} from './constants';

/**
 * Inputs and outputs of the character verbs. Verbs re-validate their input with these, so each
 * input schema must be idempotent: parsing its own output gives the same output.
 */

export const searchCharactersQuery = z
  .object({
    name: text({ max: CHARACTER_SEARCH_MAX_TERM })
      .optional()
      .describe('Any part of the name, case-insensitive; give name or chatId'),
    chatId: text({ max: CHARACTER_SEARCH_MAX_TERM })
      .optional()
      .describe('User id on an external chat platform; give name or chatId'),
    discordId: text({ max: CHARACTER_SEARCH_MAX_TERM })
      .optional()
      .describe("Alias of chatId, under the original game's name"),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(CHARACTER_SEARCH_MAX_RESULTS)
      .default(CHARACTER_SEARCH_MAX_RESULTS)
      .describe(`Most results to return, 1 to ${CHARACTER_SEARCH_MAX_RESULTS}`),
  })
  .refine(
    (query) => query.name !== undefined || query.chatId !== undefined || query.discordId !== undefined,
    {
      message: 'name or chatId is required',
    },
  );

export const characterIdParams = z.object({
  id: text({ max: CHARACTER_ID_MAX }).describe('Sequential number (e.g. 42) or 24-hex ObjectId'),
});

/** Splits "1, 2,,3" into its non-empty tokens. */
export function splitIdList(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

export const bulkCharactersQuery = z.object({
  ids: text({ max: BULK_CHARACTER_IDS_MAX_CHARS })
    .refine((value) => splitIdList(value).length > 0, { message: 'give at least one id' })
    .refine((value) => splitIdList(value).length <= BULK_CHARACTER_IDS_MAX, {
      message: `at most ${BULK_CHARACTER_IDS_MAX} ids per request`,
    })
    .describe(
      `Comma-separated sequential ids, up to ${BULK_CHARACTER_IDS_MAX}; unknown or invalid ids are skipped`,
    ),
});

export const activeElectionSchema = z
  .object({
    id: z.string(),
    electionType: z.string(),
    status: z.string(),
  })
  .describe('The election the character is currently standing in, or null.');

export const ceoOfSchema = z.object({
  id: objectId,
  sequentialId: z.number().int().positive(),
  name: z.string(),
  url: z.string().describe('Site-relative path of the corporation page'),
});

export const characterSummarySchema = z.object({
  id: objectId.describe('24-hex ObjectId; the targetCharacterId that /api/v1/transfer takes'),
  sequentialId: z
    .number()
    .int()
    .positive()
    .describe('Public number used by profile URLs and /characters/bulk'),
  name: z.string(),
  bio: z.string(),
  countryId: z.string().describe('Home country code, e.g. US'),
  party: z.string().nullable().describe('Party name, or null for no party'),
  partyId: z.string().nullable(),
  partyColor: z.string().nullable().describe('#rrggbb'),
  state: z.string().describe('Name of the home state or region'),
  stateCode: z.string().describe('Code of the home state or region, e.g. CA'),
  position: z.string().describe('Office or title held, "Citizen" when none'),
  politicalInfluence: z.number().describe('0 to 100'),
  nationalInfluence: z.number().describe('0 to 100'),
  favorability: z.number().describe('0 to 100'),
  campaignFunds: z.number().describe('In the home currency'),
  netWorth: z
    .number()
    .describe(
      'Campaign funds, cash on hand, foreign-currency balances at current rates, shares, fund units and bonds at market, in the home currency',
    ),
  isCeo: z.boolean().describe('True while the character sits as CEO of a corporation'),
  profileUrl: profileUrlSchema,
  activeElection: activeElectionSchema.nullable(),
  partyUrl: z.string().nullable().describe('Site-relative path of the party page, or null for no party'),
  stateUrl: z.string().describe('Site-relative path of the home state or region page'),
  countryUrl: z.string().describe('Site-relative path of the home country page'),
  officeType: z
    .string()
    .nullable()
    .describe('Key of the office whose seat the character holds (e.g. senator), or null when none'),
  infamy: z.number().int().min(0),
  cashOnHand: z.number().describe('In the home currency'),
  portfolioValue: z
    .number()
    .describe('Shares, fund units and bonds at market, in the home currency (0 without any)'),
  actions: z.number().int().min(0).describe('Actions available now'),
  donorBaseLevel: z.number().int().min(0),
  policies: z.object({
    economic: z.number().int().min(-5).max(5),
    social: z.number().int().min(-5).max(5),
  }),
  createdAt: isoTimestamp,
  ceoOf: ceoOfSchema.nullable().describe('The corporation the character runs as CEO, or null'),
  isInvestor: z.boolean().describe('True while the character holds shares, fund units or bonds'),
  investorRank: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('Place among all investors by portfolio value at market (1 = largest), or null'),
});

export const characterDetailSchema = characterSummarySchema.extend({
  currencyCode: z.string().describe('Home currency, ISO 4217'),
  isNpc: z.boolean().describe('True for non-player characters'),
  balances: z
    .array(balanceSchema)
    .describe('Money by currency: the home currency (campaign funds) first, then other holdings'),
});

export const searchCharactersResponse = z.object({
  found: foundField,
  characters: z.array(characterSummarySchema).describe('Best match first'),
  character: characterSummarySchema
    .extend({ _id: objectId.describe('Alias of id, for older clients') })
    .nullable()
    .describe('The best match, or null'),
});

export const getCharacterResponse = z.object({
  found: foundField,
  character: characterDetailSchema.nullable(),
});

export const getCharactersBulkResponse = z.object({
  found: foundField,
  requested: z.number().int().min(0).describe('Ids given'),
  returned: z.number().int().min(0).describe('Characters returned'),
  characters: z.array(characterSummarySchema).describe('In request order'),
});

export type CharacterSummary = z.input<typeof characterSummarySchema>;
export type CharacterDetail = z.input<typeof characterDetailSchema>;
export type SearchCharactersResult = z.input<typeof searchCharactersResponse>;
export type GetCharacterResult = z.input<typeof getCharacterResponse>;
export type CharactersBulkResult = z.input<typeof getCharactersBulkResponse>;
