import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { characters } from './characters';
import { countries, states } from './geography';

/** A player's short demographic profile; `missingDemographics` in client-nav is true until it is filled. */
export const characterDemographics = pgTable('character_demographics', {
  characterId: text()
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  ageBracket: text().notNull(),
  occupation: text().notNull(),
  hometown: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface ReferendumPoll {
  turn: number;
  yes: number;
}

export interface ReferendumPartyPosition {
  partyId: string;
  partyName: string;
  position: 'yes' | 'no' | 'neutral';
}

/**
 * Referendums started by the turn engine (lib/systems/politics/referendums): proposed, then active (polled every turn),
 * then resolved with a result. A passed one enacts its policy option through enactPolicy.
 */
export const referendums = pgTable(
  'referendums',
  {
    id: serial().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    /** Set for a regional referendum (state-scope policy), null for a national one. */
    stateId: text().references(() => states.id),
    /** national_policy or state_policy (lib/systems/politics/referendums/constants.ts). */
    kind: text().notNull(),
    /** The country the question concerns; today always the holding country. */
    targetCountryId: text().notNull(),
    title: text().notNull(),
    legislationTypeId: text().notNull(),
    optionIndex: integer().notNull(),
    /** proposed, active or resolved. */
    status: text().notNull(),
    proposedTurn: integer().notNull(),
    votingOpensTurn: integer().notNull(),
    resolvesTurn: integer().notNull(),
    baselineYes: real().notNull(),
    currentYes: real().notNull(),
    pollHistory: jsonb()
      .$type<ReferendumPoll[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    partyPositions: jsonb()
      .$type<ReferendumPartyPosition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    resultYes: real(),
    resultNo: real(),
    turnout: real(),
    passed: boolean(),
    resolvedTurn: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referendums_country_status_idx').on(t.countryId, t.status),
    index('referendums_status_idx').on(t.status, t.id.desc()),
  ],
);

export type Referendum = typeof referendums.$inferSelect;
