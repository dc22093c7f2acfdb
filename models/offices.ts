import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { characters } from './characters';
import { countries, states } from './geography';
import { parties } from './parties';

/** Legislative chambers per country (politics.json `chambers`); ids '<country>-<chamber>', e.g. 'us-senate'. */
export const chambers = pgTable(
  'chambers',
  {
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    chamberKey: text().notNull(),
    name: text().notNull(),
    seats: integer().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('chambers_country_idx').on(t.countryId)],
);

/**
 * Office types per country (politics.json `offices`); ids '<country>-<office>', e.g. 'us-senator'.
 * `role` says what the office is for: the head of government, a legislator, a regional head, cabinet or the central bank's chair.
 */
export const offices = pgTable(
  'offices',
  {
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    officeKey: text().notNull(),
    title: text().notNull(),
    /** 'national' or 'state'. */
    scope: text({ enum: ['national', 'state'] }).notNull(),
    role: text({ enum: ['head', 'legislator', 'regional_head', 'cabinet', 'central_bank'] }).notNull(),
    /** 'election' (popular vote), 'parliament' (chosen by a legislature) or 'appointment'. */
    filledBy: text({ enum: ['election', 'parliament', 'appointment'] }).notNull(),
    chamberId: text().references(() => chambers.id),
    /** Turns between two elections of the same seat; null for offices no popular vote fills. */
    cycleTurns: integer(),
    /** Seats are split into this many classes elected in turn (US Senate: 3). */
    staggerClasses: integer().notNull().default(1),
    hasPrimary: boolean().notNull().default(false),
    /** 'fptp', 'mixed_member_proportional', 'parallel' ... (shown on the regions endpoint). */
    votingSystem: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('offices_country_idx').on(t.countryId)],
);

/** One seat of an office, with its current holder (null while vacant) and term. */
export const seats = pgTable(
  'seats',
  {
    id: text().primaryKey(),
    officeId: text()
      .notNull()
      .references(() => offices.id),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    /** The state a state-scope or apportioned seat represents; null for national seats. */
    stateId: text().references(() => states.id),
    seatNumber: integer().notNull(),
    /** Which stagger class elects it (0-based). */
    staggerClass: integer().notNull().default(0),
    /** False for a non-voting delegate (US: DC). */
    isVoting: boolean().notNull().default(true),
    holderCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    partyId: text().references(() => parties.id),
    termStartTurn: integer(),
    termEndTurn: integer(),
    /** A cabinet seat's portfolio ('finance', 'foreign_affairs', 'defence', 'interior', ...); null for other seats. */
    portfolio: text(),
  },
  (t) => [
    index('seats_office_idx').on(t.officeId, t.stateId),
    index('seats_country_idx').on(t.countryId),
    index('seats_holder_idx').on(t.holderCharacterId),
    uniqueIndex('seats_office_state_number_key').on(t.officeId, t.stateId, t.seatNumber),
  ],
);

/** Every office a character has held: written when they take office, closed when they leave. */
export const careers = pgTable(
  'careers',
  {
    id: serial().primaryKey(),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    officeId: text()
      .notNull()
      .references(() => offices.id),
    seatId: text().references(() => seats.id),
    /** 'elected', 'appointed' or 'seeded' (held the seat when the world began). */
    type: text().notNull(),
    /** Snapshots at the time, so a later rename does not rewrite the career. */
    officeTitle: text().notNull(),
    partyId: text(),
    partyName: text(),
    stateId: text(),
    startTurn: integer().notNull(),
    endTurn: integer(),
  },
  (t) => [
    index('careers_character_idx').on(t.characterId, t.startTurn),
    index('careers_open_seat_idx')
      .on(t.seatId)
      .where(sql`${t.endTurn} is null`),
  ],
);

/**
 * An election for the seats of one office in one state (or nationally): single-seat offices elect one
 * seat, legislatures elect a state's whole delegation of one stagger class (`totalSeats`).
 */
export const elections = pgTable(
  'elections',
  {
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    officeId: text()
      .notNull()
      .references(() => offices.id),
    /** The office key, e.g. 'president', 'senator', 'representative'. */
    electionType: text().notNull(),
    stateId: text().references(() => states.id),
    /** The seat of a single-seat election; null when several seats are elected. */
    seatId: text().references(() => seats.id),
    staggerClass: integer().notNull().default(0),
    /** 1 for the first election of this office after the world began. */
    cycle: integer().notNull(),
    electionYear: integer().notNull(),
    totalSeats: integer().notNull(),
    /** 'upcoming', 'open' or 'closed'. */
    status: text({ enum: ['upcoming', 'open', 'closed'] }).notNull(),
    /** Filing opens; the primary runs from primaryTurn, the general from generalTurn; resolves at endTurn. */
    scheduledTurn: integer().notNull(),
    primaryTurn: integer(),
    generalTurn: integer().notNull(),
    endTurn: integer().notNull(),
    totalVotes: bigint({ mode: 'number' }).notNull().default(0),
    finalized: boolean().notNull().default(false),
    /**
     * 'regular' elects a seat group at the end of its term; 'by_election' fills one vacant seat (`seatId`)
     * for the rest of its term, inside the group's cycle (`cycle` is then the group's current cycle).
     */
    kind: text({ enum: ['regular', 'by_election'] })
      .notNull()
      .default('regular'),
  },
  (t) => [
    index('elections_country_status_idx').on(t.countryId, t.status, t.endTurn),
    index('elections_end_idx').on(t.status, t.endTurn),
    uniqueIndex('elections_office_state_class_cycle_key')
      .on(t.officeId, sql`coalesce(${t.stateId}, '')`, t.staggerClass, t.cycle)
      .where(sql`${t.kind} = 'regular'`),
    uniqueIndex('elections_by_election_seat_end_key')
      .on(t.seatId, t.endTurn)
      .where(sql`${t.kind} = 'by_election'`),
  ],
);

/**
 * A seat left empty before its term ended, and how it was filled: by a by-election, the party's list, an
 * interim appointment, the line of succession or a new government formation (docs/vacancies.md).
 */
export const seatVacancies = pgTable(
  'seat_vacancies',
  {
    id: serial().primaryKey(),
    seatId: text()
      .notNull()
      .references(() => seats.id),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    officeId: text()
      .notNull()
      .references(() => offices.id),
    previousHolderId: text().references(() => characters.id, { onDelete: 'set null' }),
    /** The party that held the seat: a list seat goes to its next name. */
    partyId: text(),
    /** 'resigned' (a player), 'retired' or 'scandal' (a non-player's seeded departure), 'succeeded' (moved up). */
    reason: text({ enum: ['resigned', 'retired', 'scandal', 'succeeded'] }).notNull(),
    vacatedTurn: integer().notNull(),
    /** How the seat is being or was filled; null while it waits (e.g. for the regular election). */
    fillRule: text({
      enum: ['by_election', 'list', 'interim', 'succession', 'formation', 'regular_election', 'none'],
    }),
    electionId: text().references(() => elections.id),
    filledByCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    filledTurn: integer(),
    /**
     * A player governor's choice of the interim senator: who chooses, and the window (player-window.ts)
     * after which the default pick is seated. Null when a non-player governor picks within the turn.
     */
    appointerCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    choiceClosesTurn: integer(),
    choiceClosesAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('seat_vacancies_open_idx')
      .on(t.seatId)
      .where(sql`${t.filledTurn} is null`),
    index('seat_vacancies_country_idx').on(t.countryId, t.vacatedTurn),
  ],
);

/**
 * A motion of no confidence in a parliamentary government, voted by the primary chamber within a window.
 * Germany's is constructive (Basic Law Art. 67): it names the successor it elects.
 */
export const confidenceVotes = pgTable(
  'confidence_votes',
  {
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    governmentId: integer()
      .notNull()
      .references(() => governments.id),
    chamberId: text()
      .notNull()
      .references(() => chambers.id),
    /** 'motion': tabled by the leader of the opposition; 'lost_majority': the governing parties fell below a majority. */
    reason: text({ enum: ['motion', 'lost_majority', 'confidence_question'] }).notNull(),
    calledByCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    successorCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    status: text({ enum: ['open', 'carried', 'defeated'] }).notNull(),
    openedTurn: integer().notNull(),
    closesTurn: integer().notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    /** Yes is for the motion (against the government). */
    yesVotes: integer().notNull().default(0),
    noVotes: integer().notNull().default(0),
    abstainVotes: integer().notNull().default(0),
    /** Votes the motion needed to carry. */
    votesNeeded: integer(),
    /** 'survived', 'new_formation' or 'snap_election'; null while open or while a player head chooses. */
    outcome: text({ enum: ['survived', 'new_formation', 'snap_election'] }),
    resolvedTurn: integer(),
    /**
     * A carried motion against a player prime minister (UK, Japan): they resign (a new formation) or
     * dissolve within this window (player-window.ts); dissolution when it closes with no choice.
     */
    headChoice: text({ enum: ['resign', 'dissolve'] }),
    headChoiceClosesTurn: integer(),
    headChoiceClosesAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('confidence_votes_country_idx').on(t.countryId, t.openedTurn),
    uniqueIndex('confidence_votes_one_open_key')
      .on(t.countryId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** One legislator's vote on a motion of no confidence. */
export const confidenceVoteBallots = pgTable(
  'confidence_vote_ballots',
  {
    voteId: text()
      .notNull()
      .references(() => confidenceVotes.id, { onDelete: 'cascade' }),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    vote: text({ enum: ['yes', 'no', 'abstain'] }).notNull(),
    turn: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.characterId] })],
);

/** A candidate in an election: non-player politicians are entered by the engine, players file. */
export const electionCandidates = pgTable(
  'election_candidates',
  {
    electionId: text()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    partyId: text(),
    /** Snapshots at filing. */
    characterName: text().notNull(),
    partyName: text(),
    isNpp: boolean().notNull(),
    filedTurn: integer().notNull(),
    campaignSpendCents: cents().notNull().default(0),
    /** Live share of the vote (0..1), recomputed every turn while the election is open. */
    voteShare: doublePrecision().notNull().default(0),
    votes: bigint({ mode: 'number' }).notNull().default(0),
    /** Electoral votes won, for an office elected by electoral college (the US president); else 0. */
    electoralVotes: integer().notNull().default(0),
    eliminatedInPrimary: boolean().notNull().default(false),
    isWinner: boolean().notNull().default(false),
    /** Elected to a list seat (LIST_SEAT_RULES) by party vote, not by their own votes. */
    electedFromList: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.electionId, t.characterId] }),
    index('election_candidates_character_idx').on(t.characterId),
    check('election_candidates_spend_nonnegative', sql`${t.campaignSpendCents} >= 0`),
  ],
);

/** One candidate's live share in a share snapshot. */
export interface SnapshotShare {
  characterId: string;
  name: string;
  party: string | null;
  /** Percent of the vote, two decimals. */
  sharePct: number;
}

/**
 * The live vote shares of an election at the end of each turn its vote runs (primary and general), so the
 * public API can show how the race moved. Written by the update-vote-shares phase.
 */
export const electionShareSnapshots = pgTable(
  'election_share_snapshots',
  {
    electionId: text()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    turn: integer().notNull(),
    /** 'primary' or 'general': which vote was running. */
    phase: text({ enum: ['primary', 'general'] }).notNull(),
    /** Highest share first. */
    shares: jsonb().$type<SnapshotShare[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.turn] })],
);

/**
 * A closed race's result by region (written once by resolve-elections at the tally, from the same regional
 * shares and election-day swing as the count): the election page's results map.
 */
export const electionRegionResults = pgTable(
  'election_region_results',
  {
    electionId: text()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    stateId: text()
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** The candidate's share of the region's vote, 0..1; a region's shares sum to 1. */
    share: doublePrecision().notNull(),
    votes: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.stateId, t.characterId] })],
);

/**
 * Campaign actions (lib/systems/politics/elections/campaign-actions.ts): what a candidate did in a race, where,
 * and the awareness it added. The vote model sums `effect` decayed by the turns since `turn`, in the action's
 * region (stateId) or, with none, in every region of the race.
 */
export const campaignActions = pgTable(
  'campaign_actions',
  {
    id: text().primaryKey(),
    electionId: text()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** canvass, rally, advertise, poll */
    kind: text().notNull(),
    /** The region acted in; null for a broad action (advertise, a poll of the whole race). */
    stateId: text(),
    turn: integer().notNull(),
    actionsSpent: integer().notNull().default(0),
    amountCents: cents().notNull().default(0),
    /** Awareness added on `turn`, before decay. */
    effect: doublePrecision().notNull().default(0),
    isNpp: boolean().notNull().default(false),
  },
  (t) => [
    index('campaign_actions_election_idx').on(t.electionId, t.characterId),
    check('campaign_actions_amount_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * A debate one candidate challenged a rival in the same race to (docs/elections.md, 'Debates'): pending
 * until the rival answers or the window closes (a closed window declines), accepted until the next turn
 * holds it, then held (with its winner and margin), declined, or lapsed when the race ended first.
 */
export const campaignDebates = pgTable(
  'campaign_debates',
  {
    id: text().primaryKey(),
    electionId: text()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    challengerId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    rivalId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'accepted', 'declined', 'held', 'lapsed'] }).notNull(),
    issuedTurn: integer().notNull(),
    /** The answer window (lib/platform/player-window.ts): a rival who has not answered by then declines. */
    closesTurn: integer().notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    answeredTurn: integer(),
    heldTurn: integer(),
    winnerId: text(),
    /** The winner's performance over the loser's (0 to 1). */
    margin: doublePrecision(),
  },
  (t) => [
    index('campaign_debates_election_idx').on(t.electionId),
    index('campaign_debates_rival_idx').on(t.rivalId, t.status),
    uniqueIndex('campaign_debates_open_pair_key')
      .on(t.electionId, t.challengerId, t.rivalId)
      .where(sql`status in ('pending', 'accepted')`),
  ],
);

/** An office holder's or party leader's endorsement of a candidate (once per endorser and race). */
export const campaignEndorsements = pgTable(
  'campaign_endorsements',
  {
    electionId: text()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    endorserId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    candidateId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** Why the endorser counts, as shown: "Governor of Ohio", "Leader of the Labour Party". */
    standing: text().notNull(),
    turn: integer().notNull(),
    /** Awareness added, before decay. */
    effect: doublePrecision().notNull(),
    isNpp: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.electionId, t.endorserId] }),
    index('campaign_endorsements_candidate_idx').on(t.candidateId),
  ],
);

/** The periodic public poll of an undecided race: noisy shares with a margin of error. */
export const electionPublicPolls = pgTable(
  'election_public_polls',
  {
    electionId: text()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    turn: integer().notNull(),
    sampleSize: integer().notNull(),
    /** Points, at 95%: 1.96 × √(0.25 / sample size) × 100. */
    marginOfError: doublePrecision().notNull(),
    /** Highest share first. */
    shares: jsonb().$type<SnapshotShare[]>().notNull(),
    /** A national race's poll in each of its regions (a smaller sample each, so noisier), for the map; else null. */
    regions:
      jsonb().$type<
        { regionId: string; weight: number; shares: { characterId: string; share: number }[] }[]
      >(),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.turn] })],
);

/**
 * Governments as formed: one row per formation, the newest per country (endedTurn null) is in office.
 * Parliamentary governments rest on the primary chamber's seats; presidential ones on the president.
 */
export const governments = pgTable(
  'governments',
  {
    id: serial().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    regime: text({ enum: ['presidential', 'parliamentary'] }).notNull(),
    /** 'presidential', 'majority' (one party over half), 'coalition' or 'minority'. */
    kind: text({ enum: ['presidential', 'majority', 'coalition', 'minority'] }).notNull(),
    headCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    headPartyId: text(),
    /** The governing parties, the head's first. */
    partyIds: text().array().notNull(),
    /** Seats the governing parties hold in the primary chamber, and the seats needed for a majority. */
    seatsHeld: integer().notNull(),
    chamberSeats: integer().notNull(),
    majorityThreshold: integer().notNull(),
    formedTurn: integer().notNull(),
    endedTurn: integer(),
  },
  (t) => [index('governments_country_idx').on(t.countryId, t.formedTurn)],
);

export type Government = typeof governments.$inferSelect;
export type Chamber = typeof chambers.$inferSelect;
export type Office = typeof offices.$inferSelect;
export type Seat = typeof seats.$inferSelect;
export type Career = typeof careers.$inferSelect;
export type Election = typeof elections.$inferSelect;
export type ElectionCandidate = typeof electionCandidates.$inferSelect;
export type ElectionShareSnapshot = typeof electionShareSnapshots.$inferSelect;
export type SeatVacancy = typeof seatVacancies.$inferSelect;
export type ConfidenceVote = typeof confidenceVotes.$inferSelect;
