import { z } from 'zod';
import { foundField } from '@/lib/platform/schemas';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { CONFIDENCE_VOTE_CHOICES, HEAD_CHOICES } from './constants';

/** POST /api/confidence-votes body: Germany's motion names the successor it elects (Art. 67). */
export const callConfidenceVoteBody = z.object({
  successorCharacterId: z
    .string()
    .regex(/^[a-f0-9]{24}$/, 'successorCharacterId is a character id')
    .optional()
    .describe('Germany only: the successor the motion elects; the caller by default'),
});

export const confidenceVoteIdParams = z.object({
  id: z
    .string()
    .regex(/^cv-[a-z]{2}-\d{1,7}$/, 'not a confidence vote id')
    .describe('Confidence vote id'),
});

/** POST /api/confidence-votes/[id]/vote body: yes is for the motion, against the government. */
export const castConfidenceVoteBody = z.object({
  vote: z.enum(CONFIDENCE_VOTE_CHOICES, {
    message: `vote must be one of: ${CONFIDENCE_VOTE_CHOICES.join(', ')}`,
  }),
});

/** POST /api/confidence-votes/[id]/decision body: the fallen prime minister's choice. */
export const headChoiceBody = z
  .object({
    choice: z.enum(HEAD_CHOICES, { message: `choice must be one of: ${HEAD_CHOICES.join(', ')}` }),
  })
  .strict();

export const confidenceVotesQuery = z.object({
  country: countryCode.describe('Country code (required), e.g. UK'),
});

export const confidenceVoteSchema = z.object({
  id: z.string(),
  countryId: z.string(),
  chamber: z.string().describe('The chamber that votes'),
  reason: z
    .enum(['motion', 'lost_majority', 'confidence_question'])
    .describe(
      "motion: tabled by the opposition leader; lost_majority: the governing parties fell below a majority; confidence_question: the head's own question (Germany, Art. 68), where yes is for the government, carried means confidence granted and defeated means lost",
    ),
  calledBy: z.string().nullable().describe('Who tabled the motion'),
  successor: z.string().nullable().describe('Germany: the successor the motion would elect'),
  governmentHead: z.string().nullable(),
  status: z.enum(['open', 'carried', 'defeated']),
  openedTurn: z.number().int(),
  closesTurn: z.number().int(),
  closesAt: z.string().describe('Not decided before this time (ISO 8601), so players can vote'),
  yes: z.number().int(),
  no: z.number().int(),
  abstain: z.number().int(),
  votesNeeded: z.number().int().nullable().describe('Yes votes the motion needed (set when decided)'),
  outcome: z
    .enum(['survived', 'new_formation', 'snap_election'])
    .nullable()
    .describe('Null while open, or while a player prime minister chooses after a carried motion'),
  resolvedTurn: z.number().int().nullable(),
  headChoiceClosesTurn: z
    .number()
    .int()
    .nullable()
    .describe(
      'UK, Japan: a carried motion against a player prime minister waits for their choice (resign or dissolve) until this turn; parliament is dissolved if none is made',
    ),
  headChoice: z
    .enum(['resign', 'dissolve'])
    .nullable()
    .describe("The prime minister's choice, when they made one"),
});

export const listConfidenceVotesResponse = z.object({
  found: foundField,
  countryId: z.string(),
  rule: z.enum(['dissolution', 'constructive', 'none']).describe('What a carried motion leads to here'),
  confidenceVotes: z.array(confidenceVoteSchema).describe('Newest first, at most 20'),
  vacancies: z
    .array(
      z.object({
        office: z.string(),
        state: z.string().nullable(),
        reason: z.enum(['resigned', 'retired', 'scandal', 'succeeded']),
        vacatedTurn: z.number().int(),
        fillRule: z
          .string()
          .nullable()
          .describe('by_election, list, interim, succession, formation, regular_election or none'),
        electionId: z.string().nullable().describe('The by-election, when one was called'),
        filledBy: z.string().nullable(),
        filledTurn: z.number().int().nullable(),
      }),
    )
    .describe('Seats emptied before their term ended, newest first, at most 20'),
});

export type ListConfidenceVotesResult = z.input<typeof listConfidenceVotesResponse>;
