import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { characters } from './characters';
import { countries, states } from './geography';
import { chambers, seats } from './offices';

/**
 * A head's nomination of a character to an appointed seat (a cabinet portfolio, the central bank's chair).
 * Where the constitution asks consent (`chamberId`), the chamber votes until the window closes; elsewhere
 * the nomination is decided the moment it is made.
 */
export const nominations = pgTable(
  'nominations',
  {
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    seatId: text()
      .notNull()
      .references(() => seats.id),
    nomineeCharacterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    nominatedByCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    /** The chamber whose consent is needed; null when the appointment takes effect at once. */
    chamberId: text().references(() => chambers.id),
    /** 'pending' (in the chamber), 'confirmed', 'rejected' or 'withdrawn' (the seat was filled otherwise). */
    status: text({ enum: ['pending', 'confirmed', 'rejected', 'withdrawn'] }).notNull(),
    nominatedTurn: integer().notNull(),
    /** The consent vote's window (lib/platform/player-window.ts). */
    closesTurn: integer().notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    yesVotes: integer().notNull().default(0),
    noVotes: integer().notNull().default(0),
    decidedTurn: integer(),
  },
  (t) => [
    index('nominations_country_status_idx').on(t.countryId, t.status),
    uniqueIndex('nominations_pending_seat_key')
      .on(t.seatId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One legislator's consent vote on a nomination. */
export const nominationVotes = pgTable(
  'nomination_votes',
  {
    nominationId: text()
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    vote: text({ enum: ['yes', 'no'] }).notNull(),
    turn: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.nominationId, t.characterId] })],
);

/**
 * An executive order: a head of government (national) or a regional head (their state) puts one option of
 * a legislation type in force for a limited term. It supersedes the record in force (`supersededRecordId`)
 * and, when it lapses, restores it unless a later bill replaced the order's record.
 */
export const executiveOrders = pgTable(
  'executive_orders',
  {
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    stateId: text().references(() => states.id),
    /** The issuing office's seat; the order lapses when its holder changes. */
    seatId: text()
      .notNull()
      .references(() => seats.id),
    issuedByCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    legislationTypeId: text().notNull(),
    optionIndex: integer().notNull(),
    /** enacted_policies ids: the order's own record and the one it superseded (null when none was in force). */
    recordId: integer(),
    supersededRecordId: integer(),
    issuedTurn: integer().notNull(),
    expiresTurn: integer().notNull(),
    endedTurn: integer(),
    /** 'expired', 'revoked', 'holder_changed' or 'replaced' (a bill or a later order on the same law). */
    endReason: text({ enum: ['expired', 'revoked', 'holder_changed', 'replaced'] }),
  },
  (t) => [
    index('executive_orders_in_force_idx')
      .on(t.countryId)
      .where(sql`${t.endedTurn} is null`),
    index('executive_orders_seat_idx').on(t.seatId),
  ],
);

export type Nomination = typeof nominations.$inferSelect;
export type ExecutiveOrder = typeof executiveOrders.$inferSelect;
