import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url-schema';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  ARCHIVES_LIMIT_DEFAULT,
  ARCHIVES_LIMIT_MAX,
  CAMPAIGN_ACTION_KINDS,
  ELECTION_STATUSES,
  ELECTIONS_LIST_CLOSED_TURNS,
} from './constants';

/** Inputs and outputs of the election verbs; input schemas are idempotent so verbs can re-parse. */

const stateCode = text({ max: 16 })
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,3})?$/, 'a state or region code such as CA, UKI or DE-BY')
  .transform((value) => value.toUpperCase());

const electionId = text({ max: 80 })
  .regex(/^[a-z0-9_-]+$/i, 'an election id')
  .transform((value) => value.toLowerCase());

export const listElectionsQuery = z.object({
  country: countryCode.describe('Country code (required), e.g. US'),
  state: stateCode.optional().describe('Only this state or region (code, e.g. CA)'),
});

export const electionIdParams = z.object({ id: electionId.describe('Election id, e.g. us-senator-ca-0-17') });

export const electionArchivesQuery = z.object({
  country: countryCode.optional().describe('Only this country'),
  type: text({ max: 40 })
    .regex(/^[a-z_]+$/, 'an election type such as president or senator')
    .optional()
    .describe('Only this election type (office key), e.g. senator'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ARCHIVES_LIMIT_MAX)
    .default(ARCHIVES_LIMIT_DEFAULT)
    .describe(`1 to ${ARCHIVES_LIMIT_MAX}, default ${ARCHIVES_LIMIT_DEFAULT}`),
});

export const electionStatusSchema = z.enum(ELECTION_STATUSES);

export const electionPhaseSchema = z.object({
  inPrimary: z.boolean(),
  inGeneral: z.boolean(),
  isUpcoming: z.boolean().describe('Filing is open; no vote has started'),
  isEnded: z.boolean(),
});

export const candidateSummarySchema = z.object({
  characterId: z.string(),
  characterName: z.string(),
  party: z.string().nullable(),
  isNPP: z.boolean().describe('True for a non-player politician'),
});

export const finalVoteSchema = z.object({
  characterId: z.string(),
  characterName: z.string(),
  party: z.string().nullable(),
  votes: z.number().int().min(0),
  share: z.number().min(0).max(1),
  isWinner: z.boolean(),
});

export const electionSummarySchema = z.object({
  id: z.string(),
  seatId: z.string().nullable().describe('The seat of a single-seat election; null when several are elected'),
  kind: z
    .enum(['regular', 'by_election'])
    .describe(
      'regular: a seat group at the end of its term; by_election: one vacant seat for the rest of its term',
    ),
  electionType: z.string().describe('The office key, e.g. president, senator, mp'),
  title: z.string().describe('The office title, e.g. Senator'),
  state: z.string().nullable().describe('State or region code; null for a national election'),
  stateName: z.string().nullable(),
  status: electionStatusSchema,
  totalSeats: z.number().int().min(1),
  endTurn: z.number().int().describe('The turn the votes are counted'),
  startTime: isoTimestamp
    .nullable()
    .describe('When the turn that opens filing ran, or is due to run; null while the clock is paused'),
  endTime: isoTimestamp
    .nullable()
    .describe('When the turn that counts the votes ran, or is due to run; null while the clock is paused'),
  candidates: z.array(candidateSummarySchema),
  finalVotes: z
    .array(finalVoteSchema)
    .optional()
    .describe('Present once the election is closed: every candidate, most votes first'),
});

export const listElectionsResponse = z.object({
  found: foundField,
  elections: z
    .array(electionSummarySchema)
    .describe(
      `Elections not yet decided, soonest first, then those decided in the last ${ELECTIONS_LIST_CLOSED_TURNS} turns, newest first`,
    ),
});

export const candidateDetailSchema = candidateSummarySchema.extend({
  partyId: z.string().nullable(),
  partyColor: z.string().nullable(),
  profileUrl: profileUrlSchema,
  isIncumbent: z.boolean(),
  voteShare: z
    .number()
    .min(0)
    .max(1)
    .describe(
      "While the race runs, the candidate's share in its last public poll (0 before one); the final share once decided",
    ),
  votes: z.number().int().min(0).describe('0 until the votes are counted'),
  electoralVotes: z
    .number()
    .int()
    .min(0)
    .describe(
      'Electoral votes won, for an office elected by electoral college (the US president) once counted; else 0',
    ),
  campaignSpend: z.number().min(0).describe("In the candidate's home currency"),
  eliminatedInPrimary: z.boolean(),
  isWinner: z.boolean(),
});

export const electionDetailSchema = z.object({
  id: z.string(),
  countryId: z.string(),
  electionType: z.string(),
  title: z.string(),
  state: z.string().nullable(),
  stateName: z.string().nullable(),
  seatId: z.string().nullable(),
  kind: z
    .enum(['regular', 'by_election'])
    .describe(
      'regular: a seat group at the end of its term; by_election: one vacant seat for the rest of its term',
    ),
  status: electionStatusSchema,
  totalSeats: z.number().int().min(1),
  cycle: z.number().int().min(1),
  electionYear: z.number().int(),
  hasPrimary: z.boolean(),
  scheduledTurn: z.number().int(),
  primaryTurn: z.number().int().nullable(),
  generalTurn: z.number().int(),
  endTurn: z.number().int(),
});

export const snapshotShareSchema = z.object({
  characterId: z.string(),
  name: z.string(),
  party: z.string().nullable(),
  sharePct: z.number().min(0).max(100).describe('Percent of the vote at that turn'),
});

export const shareSnapshotSchema = z.object({
  turn: z.number().int(),
  phase: z.enum(['primary', 'general']).describe('Which vote was running'),
  candidates: z.array(snapshotShareSchema).describe('Highest share first'),
});

export const electionVotesSchema = z.object({
  totalVotes: z.number().int().min(0),
  finalized: z.boolean().describe('True once the votes are counted (votes is null before)'),
  latestSnapshot: shareSnapshotSchema
    .nullable()
    .describe('The live shares at the last turn before the count; null when no vote turn was recorded'),
  results: z.array(
    z.object({
      characterName: z.string(),
      party: z.string().nullable(),
      votes: z.number().int(),
      share: z.number(),
    }),
  ),
});

export const publicPollSchema = z.object({
  turn: z.number().int(),
  sampleSize: z.number().int().min(1),
  marginOfError: z.number().min(0).describe('Points either side, at 95% confidence'),
  candidates: z.array(snapshotShareSchema).describe('Highest share first'),
});

export const endorsementSchema = z.object({
  endorserName: z.string(),
  standing: z.string().describe('Why the endorser counts, e.g. "Governor, Ohio"'),
  candidateId: z.string(),
  candidateName: z.string(),
  turn: z.number().int(),
});

export const debateSchema = z.object({
  id: z.string(),
  challengerId: z.string(),
  challengerName: z.string(),
  rivalId: z.string(),
  rivalName: z.string(),
  status: z
    .enum(['pending', 'accepted', 'declined', 'held', 'lapsed'])
    .describe(
      "pending an answer, accepted (held at the turn's end), declined, held, or lapsed with the race",
    ),
  issuedTurn: z.number().int(),
  closesTurn: z.number().int().describe('The rival answers by this turn, or declines'),
  heldTurn: z.number().int().nullable(),
  winnerName: z.string().nullable(),
});

export const getElectionResponse = z.object({
  found: foundField,
  election: electionDetailSchema.nullable(),
  phase: electionPhaseSchema.nullable(),
  incumbent: z
    .object({ name: z.string(), party: z.string().nullable() })
    .nullable()
    .describe('The holder of the seat of a single-seat election; null otherwise'),
  candidates: z.array(candidateDetailSchema).describe('Highest share first'),
  primarySnapshots: z
    .array(shareSnapshotSchema)
    .describe(
      'The shares at the end of each primary turn, oldest first, once the primary is decided; empty before and without one',
    ),
  votes: electionVotesSchema.nullable().describe('The final tally; null until the votes are counted'),
  latestPoll: publicPollSchema
    .nullable()
    .optional()
    .describe('The latest periodic public poll of an undecided race (noisy); null before the first'),
  endorsements: z
    .array(endorsementSchema)
    .optional()
    .describe('Endorsements of candidates in this race, newest first'),
  debates: z.array(debateSchema).optional().describe('Debate challenges in this race, newest first'),
});

export const archivedElectionSchema = z.object({
  id: z.string(),
  seatId: z.string().nullable(),
  electionType: z.string(),
  state: z.string().nullable(),
  cycle: z.number().int(),
  electionYear: z.number().int(),
  totalSeats: z.number().int(),
  startTime: isoTimestamp.nullable().describe('When the turn that opened filing ran'),
  endTime: isoTimestamp.nullable().describe('When the turn that counted the votes ran'),
  status: electionStatusSchema,
  totalVotes: z.number().int().min(0),
  finalized: z.boolean(),
  candidateCount: z.number().int().min(0),
  winner: z
    .object({ characterName: z.string(), party: z.string().nullable(), votes: z.number().int() })
    .optional()
    .describe('The top vote-getter, when a final tally exists'),
});

export const electionArchivesResponse = z.object({
  found: foundField,
  elections: z.array(archivedElectionSchema).describe('Newest first'),
});

export const fileCandidacyInput = z.object({ electionId });
const campaignAmount = z
  .number()
  .int('a whole amount')
  .positive()
  .max(1_000_000_000_000)
  .describe('Campaign funds to spend, in whole units of your home currency');
export const campaignBody = z.object({ amount: campaignAmount });
export const campaignInput = z.object({ electionId, amount: campaignAmount });

export type ElectionSummary = z.input<typeof electionSummarySchema>;
export type GetElectionResult = z.input<typeof getElectionResponse>;
export type ArchivedElection = z.input<typeof archivedElectionSchema>;
export type ElectionPhase = z.input<typeof electionPhaseSchema>;

export const electionCalendarQuery = listElectionsQuery;

const gameDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('The game date of that turn (YYYY-MM-DD)');

export const calendarRaceSchema = z.object({
  electionId: z
    .string()
    .nullable()
    .describe('The election, once the scheduler has opened it; null for a race not yet scheduled'),
  status: z
    .enum(['scheduled', 'upcoming', 'open'])
    .describe(
      'scheduled: not opened yet (dates projected by the scheduler); upcoming: filing open; open: voting',
    ),
  electionType: z.string().describe('The office key, e.g. senator'),
  title: z.string().describe('The office title, e.g. Senator'),
  state: z.string().nullable().describe('State or region code; null for a national race'),
  stateName: z.string().nullable(),
  seatId: z.string().nullable().describe('The seat of a single-seat race; null when several are elected'),
  totalSeats: z.number().int().min(1),
  filingTurn: z.number().int().describe('The turn filing opens'),
  primaryTurn: z.number().int().nullable().describe('The turn the primary starts; null without a primary'),
  generalTurn: z.number().int().describe('The turn the general vote starts (filing closes)'),
  endTurn: z.number().int().describe('The turn the votes are counted'),
  filingDate: gameDateSchema,
  primaryDate: gameDateSchema.nullable(),
  generalDate: gameDateSchema,
  endDate: gameDateSchema,
});

export const electionCalendarResponse = z.object({
  found: foundField,
  currentTurn: z.number().int().describe('The next turn to run'),
  races: z
    .array(calendarRaceSchema)
    .describe(
      "Every seat group's next election (and any other election not yet decided), soonest filing first",
    ),
});

export type CalendarRace = z.input<typeof calendarRaceSchema>;

const regionIdField = text({ max: 16 })
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,3})?$/, 'a state or region code such as CA, UKI or DE-BY')
  .transform((value) => value.toUpperCase());

export const campaignActionBody = z.object({
  kind: z.enum(CAMPAIGN_ACTION_KINDS).describe('canvass, rally, advertise, poll, debate or endorse'),
  regionId: regionIdField
    .optional()
    .describe("The region to act in (canvass, rally); a state race's own state when left out"),
  amount: campaignAmount.optional().describe('advertise: the campaign funds to spend'),
  targetCharacterId: z
    .string()
    .max(40)
    .optional()
    .describe(
      'debate: the rival candidate challenged; endorse: the office holder or party leader asked (character ids)',
    ),
});
export const campaignActionInput = campaignActionBody.extend({ electionId });

const debateId = text({ max: 200 }).regex(/^[a-z0-9_-]+$/i, 'a debate id');
export const debateAnswerBody = z.object({
  debateId: debateId.describe('The challenge answered'),
  answer: z.enum(['accept', 'decline']),
});
export const debateAnswerInput = debateAnswerBody.extend({ electionId });

export const endorseBody = z.object({
  candidateId: text({ max: 40 }).describe('The candidate endorsed (their character id)'),
});
export const endorseInput = endorseBody.extend({ electionId });
