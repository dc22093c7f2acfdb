import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { countries } from './geography';

const stat = (precision = 14, scale = 6) => numeric({ precision, scale, mode: 'number' });
const bigCents = () => bigint({ mode: 'bigint' });

/** One contribution to the auction demand or the sustainability score, as economy.json names it. */
export interface SovereignComponent {
  id: string;
  label: string;
  value: number;
}

/** The sovereign borrower of each country: its auctions, trust and sustainability. */
export const sovereigns = pgTable(
  'sovereigns',
  {
    countryId: text()
      .primaryKey()
      .references(() => countries.id),
    /** This turn's offering: what the treasury needs to restore its buffer, in minor units. */
    requiredIssuanceCents: bigCents().notNull(),
    /** Coupon on new issuance, percent. */
    couponRate: stat(10, 4).notNull(),
    /** Lender trust, 0 to 100. */
    trust: stat(10, 4).notNull(),
    /** Rate change over 10 turns as a fraction; positive is a depreciation. */
    fxDepreciation10: stat(14, 8).notNull(),
    /** Sovereign debt held by in-game entities (funds, corporations); the bonds system feeds it. */
    entityHoldingsCents: bigCents().notNull(),
    consecutiveFailedAuctions: integer().notNull(),
    lastDefaultTurn: integer(),
    /** Turn the current crisis state began (crisisPending, recovering). */
    crisisSinceTurn: integer(),
    lastAuctionTurn: integer(),
    subscriptionRatio: stat(12, 6),
    auctionBand: text(),
    auctionRaisedCents: bigCents().notNull(),
    auctionContributions: jsonb().$type<SovereignComponent[]>().notNull(),
    sustainabilityScore: stat(8, 2).notNull(),
    sustainabilityBand: text().notNull(),
    sustainabilityComponents: jsonb().$type<SovereignComponent[]>().notNull(),
    updatedTurn: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sovereigns_trust_range', sql`${t.trust} between 0 and 100`),
    check('sovereigns_score_range', sql`${t.sustainabilityScore} between 0 and 100`),
  ],
);

/** Every sovereign auction held: offered, demand and what it raised. */
export const sovereignAuctions = pgTable(
  'sovereign_auctions',
  {
    countryId: text()
      .notNull()
      .references(() => countries.id),
    turn: integer().notNull(),
    offeredCents: bigCents().notNull(),
    raisedCents: bigCents().notNull(),
    subscriptionRatio: stat(12, 6).notNull(),
    band: text().notNull(),
    couponRate: stat(10, 4).notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.turn] })],
);

export type Sovereign = typeof sovereigns.$inferSelect;
