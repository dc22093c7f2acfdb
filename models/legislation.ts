import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { characters } from './characters';
import { countries, states } from './geography';
import { chambers } from './offices';
import { legislationTypes } from './policy';

export type BillEffect = { metric: string; direction: 'up' | 'down' };

/** The stages of a bill's path; enacted, vetoed and failed are final. */
export const BILL_STAGES = [
  'first_chamber',
  'second_chamber',
  'delayed',
  'objection',
  'awaiting_signature',
  'override',
  'enacted',
  'vetoed',
  'failed',
] as const;
export type BillStage = (typeof BILL_STAGES)[number];
export const BILL_ROUND_KINDS = ['passage', 'override', 'objection'] as const;
export type BillRoundKind = (typeof BILL_ROUND_KINDS)[number];

/**
 * A bill proposes one option of a legislation type for a place (the nation, or one state), is voted
 * in its sponsor's chamber over a window of turns, and resolves to passed (enacted) or failed.
 */
export const bills = pgTable(
  'bills',
  {
    /** 24-hex ObjectId. */
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    chamberId: text()
      .notNull()
      .references(() => chambers.id),
    scope: text({ enum: ['national', 'state'] }).notNull(),
    stateId: text().references(() => states.id),
    legislationTypeId: text()
      .notNull()
      .references(() => legislationTypes.id),
    optionIndex: integer().notNull(),
    title: text().notNull(),
    sponsorCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    /** Snapshots at proposal. */
    sponsorName: text().notNull(),
    sponsorPartyName: text(),
    status: text({ enum: ['pending', 'passed', 'failed'] })
      .notNull()
      .default('pending'),
    proposedTurn: integer().notNull(),
    /** Votes are cast through this turn; the bill resolves in its politics phase. */
    votingEndsTurn: integer().notNull(),
    resolvedTurn: integer(),
    /** The tally, kept current as votes are cast. */
    yesVotes: integer().notNull().default(0),
    noVotes: integer().notNull().default(0),
    abstainVotes: integer().notNull().default(0),
    /** What enacting it moves: the option's tick rates and its type's targets (lib/systems/politics/legislation/bill-effects.ts). */
    effects: jsonb()
      .$type<BillEffect[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Where the bill is on its path (docs/legislation.md "The path of a bill"); status follows it. */
    stage: text({ enum: BILL_STAGES }).notNull().default('first_chamber'),
    /** The voting round under way or last held (bill_rounds); 1 is the chamber of origin. */
    round: integer().notNull().default(1),
    /** The current stage's window: a round's votes, the executive's desk, the Lords' delay. */
    stageEndsTurn: integer(),
    stageClosesAt: timestamp({ withTimezone: true }),
    /** The executive's veto: who, when, the message, and whether the chambers overrode it. */
    vetoCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    vetoName: text(),
    vetoTurn: integer(),
    vetoMessage: text(),
    vetoOverridden: boolean(),
    /** Who signed it into law, and when (null when it became law without a signature). */
    signedByName: text(),
    signedTurn: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bills_country_status_idx').on(t.countryId, t.status, t.proposedTurn.desc()),
    index('bills_status_end_idx').on(t.status, t.votingEndsTurn),
    index('bills_sponsor_idx').on(t.sponsorCharacterId),
    // One pending bill per (place, legislation type): two could pass in one turn and enact twice.
    uniqueIndex('bills_pending_subject_key')
      .on(t.countryId, t.scope, sql`coalesce(${t.stateId}, '')`, t.legislationTypeId)
      .where(sql`${t.status} = 'pending'`),
    check('bills_state_id_by_scope', sql`(${t.scope} = 'state') = (${t.stateId} is not null)`),
    check('bills_window', sql`${t.votingEndsTurn} >= ${t.proposedTurn}`),
  ],
);

/**
 * One voting round of a bill in one chamber: passage in the chamber of origin (round 1) and the second
 * chamber, an override of a veto or a rejection, an objection. The tally is kept current as votes come.
 */
export const billRounds = pgTable(
  'bill_rounds',
  {
    billId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    chamberId: text()
      .notNull()
      .references(() => chambers.id),
    kind: text({ enum: BILL_ROUND_KINDS }).notNull(),
    yesVotes: integer().notNull().default(0),
    noVotes: integer().notNull().default(0),
    abstainVotes: integer().notNull().default(0),
    openedTurn: integer().notNull(),
    endsTurn: integer().notNull(),
    /** Null while the round is open. */
    outcome: text({ enum: ['passed', 'failed'] }),
  },
  (t) => [primaryKey({ columns: [t.billId, t.round] })],
);

/** One legislator's vote on a bill in one round; one per legislator and round, cast once. */
export const billVotes = pgTable(
  'bill_votes',
  {
    billId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    round: integer().notNull().default(1),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    vote: text({ enum: ['yes', 'no', 'abstain'] }).notNull(),
    turn: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.billId, t.round, t.characterId] }),
    index('bill_votes_character_idx').on(t.characterId),
  ],
);

export type Bill = typeof bills.$inferSelect;
export type BillVote = typeof billVotes.$inferSelect;
export type BillRound = typeof billRounds.$inferSelect;
