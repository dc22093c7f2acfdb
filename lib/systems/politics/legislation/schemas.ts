import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url-schema';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { seatShareSchema } from '@/lib/systems/core/countries/schemas';
import { LEGISLATION_TYPE_ID_MAX, STATE_ID_MAX } from '@/lib/systems/policy/constants';
import { foundField, isoTimestamp, objectId } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  BILL_ROUND_KINDS,
  BILL_STAGES,
  BILL_STATUSES,
  BILL_VOTES,
  LEGISLATION_LIST_DEFAULT_LIMIT,
  LEGISLATION_LIST_MAX_LIMIT,
} from './constants';

/** Inputs and outputs of the legislation verbs; input schemas are idempotent so verbs can re-parse. */

export const listBillsQuery = z.object({
  country: countryCode.optional().describe('Country code, case-insensitive; omit for every country'),
  status: z
    .enum(BILL_STATUSES, { message: `status must be one of: ${BILL_STATUSES.join(', ')}` })
    .optional()
    .describe('pending, passed or failed'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEGISLATION_LIST_MAX_LIMIT)
    .default(LEGISLATION_LIST_DEFAULT_LIMIT)
    .describe(`1 to ${LEGISLATION_LIST_MAX_LIMIT}, default ${LEGISLATION_LIST_DEFAULT_LIMIT}; newest first`),
});

export const legislatureParams = z.object({
  code: countryCode.describe('Country code, case-insensitive, e.g. US or uk (GB is an alias of UK)'),
});

export const billIdParams = z.object({ id: objectId.describe('Bill id') });

export const billEffectSchema = z.object({
  metric: z.string().describe('Metric id'),
  direction: z.enum(['up', 'down']).describe('Which way enacting the bill pushes the metric'),
});

export const tallySchema = z.object({
  yes: z.number().int().min(0),
  no: z.number().int().min(0),
  abstain: z.number().int().min(0),
});

export const sponsorSchema = z.object({
  name: z.string(),
  party: z.string().nullable(),
  profileUrl: profileUrlSchema.nullable().describe('Null when the sponsor no longer exists'),
});

export const billChamberSchema = z.object({
  round: z.number().int().min(1).describe('1 is the chamber of origin; later rounds follow the path'),
  chamber: z.string().describe('The chamber that voted in this round'),
  kind: z
    .enum(BILL_ROUND_KINDS)
    .describe('passage (a first or second reading), override (of a veto or a rejection) or objection'),
  tally: tallySchema,
  openedTurn: z.number().int(),
  endsTurn: z.number().int().describe('Votes are cast through this turn'),
  outcome: z.enum(['passed', 'failed']).nullable().describe('Null while the round is open'),
});

export const billVetoSchema = z
  .object({
    by: z.string().nullable().describe('Who vetoed it (the head of government), by name'),
    turn: z.number().int(),
    message: z.string().nullable(),
    overridden: z.boolean().nullable().describe('True once both chambers override it; false when it stands'),
  })
  .nullable()
  .describe('The executive veto, or null when the bill was not vetoed');

/** The path fields, additive to the contract's bill (status, origin's vote): docs/legislation.md. */
export const billPathFields = {
  stage: z
    .enum(BILL_STAGES)
    .describe(
      'Where the bill is on its path: first_chamber, second_chamber, delayed, objection, awaiting_signature, override, or final: enacted, vetoed, failed',
    ),
  stageEndsTurn: z
    .number()
    .int()
    .nullable()
    .describe('The turn the current stage closes (its votes, the desk or the delay)'),
  chambers: z.array(billChamberSchema).describe('A tally per chamber and round, in order'),
  veto: billVetoSchema,
};

export const billSummarySchema = z.object({
  id: objectId,
  title: z.string(),
  countryId: z.string(),
  chamber: z.string().describe('The chamber that votes on it'),
  scope: z.enum(['national', 'state']),
  stateId: z.string().nullable().describe('The state of a state-scope bill'),
  sponsor: sponsorSchema,
  status: z.enum(BILL_STATUSES),
  proposedTurn: z.number().int(),
  votingEndsTurn: z.number().int().describe('Votes are cast through this turn; the bill resolves then'),
  resolvedTurn: z.number().int().nullable(),
  vote: tallySchema.describe("The chamber of origin's tally"),
  effects: z.array(billEffectSchema),
  ...billPathFields,
});

/**
 * A bill as /api/public/v1/legislation gives it: the sponsor's name as a string with `sponsorParty`
 * beside it, as the original game's API documents and community clients read it.
 */
export const publicBillSchema = billSummarySchema.omit({ sponsor: true }).extend({
  sponsor: z.string().describe("The sponsor's name at proposal"),
  sponsorParty: z.string().nullable().describe("The sponsor's party at proposal, or null"),
  sponsorProfileUrl: profileUrlSchema.nullable().describe('Null when the sponsor no longer exists'),
  country: z.string().describe('Alias of countryId'),
  introducedAt: isoTimestamp.describe('When the bill was proposed'),
  votedAt: isoTimestamp
    .nullable()
    .describe('When the turn that resolved the vote ran; null while the bill is pending'),
});

export const listBillsResponse = z.object({ found: foundField, bills: z.array(publicBillSchema) });

export const billLinkSchema = z.object({ id: objectId, title: z.string(), status: z.enum(BILL_STATUSES) });
export const pendingBillSchema = billLinkSchema.extend(billPathFields);

export const legislatureSchema = z.object({
  countryId: z.string(),
  chamber: z.string().describe('The primary chamber'),
  totalSeats: z.number().int().min(0),
  composition: z
    .array(seatShareSchema)
    .describe('Seats held per party in the primary chamber, largest first'),
  otherChambers: z
    .array(
      z.object({
        chamber: z.string(),
        totalSeats: z.number().int().min(0),
        composition: z.array(seatShareSchema),
      }),
    )
    .describe(
      'The other chambers (US Senate, House of Lords, Bundesrat, House of Councillors), each with its seats per party',
    ),
  pendingBills: z.array(pendingBillSchema),
  recentlyPassed: z.array(
    billLinkSchema.extend({
      passedTurn: z.number().int(),
      tally: tallySchema.pick({ yes: true, no: true }),
    }),
  ),
});

export const getLegislatureResponse = legislatureSchema.partial().extend({ found: foundField });

/** POST /api/legislation/bills/[id]/vote body. */
export const castBillVoteBody = z.object({
  vote: z.enum(BILL_VOTES, { message: `vote must be one of: ${BILL_VOTES.join(', ')}` }),
});

/** POST /api/legislation/bills body: the option of a type, for the nation or (stateId) one state. */
export const proposeBillBody = z.object({
  legislationTypeId: text({ max: LEGISLATION_TYPE_ID_MAX }),
  optionIndex: z.number().int().min(0).max(100),
  stateId: text({ max: STATE_ID_MAX })
    .regex(/^[A-Za-z0-9-]+$/, 'must be a state code such as CA')
    .transform((value) => value.toUpperCase())
    .optional(),
});

export type BillSummary = z.input<typeof billSummarySchema>;
export type PublicBill = z.input<typeof publicBillSchema>;
export type ListBillsResult = z.input<typeof listBillsResponse>;
export type LegislatureResult = z.input<typeof getLegislatureResponse>;

/** POST /api/legislation/bills/[id]/veto body: an optional message to the chambers. */
export const vetoBillBody = z
  .object({ message: text({ max: 500 }).optional().describe('Why the bill is vetoed, read by the chambers') })
  .strict();
