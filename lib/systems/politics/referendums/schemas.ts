import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  REFERENDUM_KINDS,
  REFERENDUM_STATUSES,
  REFERENDUMS_LIMIT_DEFAULT,
  REFERENDUMS_LIMIT_MAX,
} from './constants';

/** Inputs and outputs of the referendum reads; input schemas are idempotent so verbs can re-parse. */

export const listReferendumsQuery = z.object({
  country: countryCode.optional().describe('Country code, case-insensitive'),
  status: z
    .enum(REFERENDUM_STATUSES)
    .optional()
    .describe(`One of ${REFERENDUM_STATUSES.join(', ')}`),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(REFERENDUMS_LIMIT_MAX)
    .default(REFERENDUMS_LIMIT_DEFAULT)
    .describe(
      `Most referendums to return, 1 to ${REFERENDUMS_LIMIT_MAX} (default ${REFERENDUMS_LIMIT_DEFAULT})`,
    ),
});

export const referendumIdParams = z.object({
  id: text({ max: 12 }).describe('Referendum id (a positive integer)'),
});

const share = z.number().min(0).max(1);

export const referendumSchema = z.object({
  id: z.number().int().positive(),
  countryId: z.string(),
  region: z.object({ id: z.string(), name: z.string() }).nullable().describe('Null for a national vote'),
  kind: z.enum(REFERENDUM_KINDS),
  targetCountryId: z.string(),
  title: z.string(),
  legislationTypeId: z.string(),
  optionIndex: z.number().int().min(0),
  status: z.enum(REFERENDUM_STATUSES),
  timing: z.object({
    proposedTurn: z.number().int(),
    votingOpensTurn: z.number().int(),
    resolvesTurn: z.number().int(),
    resolvedTurn: z.number().int().nullable(),
  }),
  currentYes: share.describe('Latest poll Yes share'),
  baselineYes: share.describe('Yes share when called'),
  pollHistory: z.array(z.object({ turn: z.number().int(), yes: share })).describe('Oldest first'),
  partyPositions: z.array(
    z.object({ partyId: z.string(), partyName: z.string(), position: z.enum(['yes', 'no', 'neutral']) }),
  ),
  result: z
    .object({
      yes: share,
      no: share,
      turnout: share,
      passed: z.boolean(),
      resolvedTurn: z.number().int(),
    })
    .nullable()
    .describe('Null until resolved'),
});

export const listReferendumsResponse = z.object({
  found: foundField,
  referendums: z.array(referendumSchema).describe('Newest first'),
});

export const getReferendumResponse = z.object({ found: foundField, referendum: referendumSchema.nullable() });

export type ReferendumView = z.input<typeof referendumSchema>;
