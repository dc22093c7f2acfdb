import { z } from 'zod';
import { countryCodeParams } from '@/lib/systems/core/countries/schemas';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';
import { HISTORY_EVENT_TYPES, HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX } from './constants';

/** GET country/[code]/history: params, query and response. */

export const countryHistoryParams = countryCodeParams;

export const countryHistoryQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_LIMIT_MAX)
    .default(HISTORY_LIMIT_DEFAULT)
    .describe(`Most events to return, 1 to ${HISTORY_LIMIT_MAX} (default ${HISTORY_LIMIT_DEFAULT})`),
  type: z
    .enum(HISTORY_EVENT_TYPES)
    .optional()
    .describe('Only this event type, e.g. leader_change, bill_enacted, referendum_passed'),
  beforeTurn: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional()
    .describe('Cursor: only events strictly before this turn'),
});

/** The verb's input: the path code and the query together. */
export const countryHistoryInput = countryHistoryParams.extend(countryHistoryQuery.shape);

export const historyEventSchema = z.object({
  turn: z.number().int(),
  eventType: z.enum(HISTORY_EVENT_TYPES),
  title: z.string(),
  officeType: z.string().nullable(),
  characterId: z.string().nullable(),
  characterName: z.string().nullable(),
  party: z.string().nullable(),
  billScope: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  iterationStartingYear: z.number().int().nullable(),
  timestamp: isoTimestamp,
});

export const countryHistoryResponse = z.object({
  found: foundField,
  countryId: z.string().nullable(),
  events: z.array(historyEventSchema).describe('Newest first'),
});

export type CountryHistoryResult = z.input<typeof countryHistoryResponse>;
