import { sql } from 'drizzle-orm';
import {
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

/** One legislator's vote on a bill; one per legislator, cast once. */
export const billVotes = pgTable(
  'bill_votes',
  {
    billId: text()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    vote: text({ enum: ['yes', 'no', 'abstain'] }).notNull(),
    turn: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.billId, t.characterId] }),
    index('bill_votes_character_idx').on(t.characterId),
  ],
);

export type Bill = typeof bills.$inferSelect;
export type BillVote = typeof billVotes.$inferSelect;
