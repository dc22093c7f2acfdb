import { integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { currencies } from './geography';

const factor = (precision = 20, scale = 8) => numeric({ precision, scale, mode: 'number' });

/** One rate per currency per turn (turn 0 is the opening rate). */
export const forexRateHistory = pgTable(
  'forex_rate_history',
  {
    currencyCode: text()
      .notNull()
      .references(() => currencies.code),
    turn: integer().notNull(),
    rate: factor().notNull(),
    macroTarget: factor().notNull(),
  },
  (t) => [primaryKey({ columns: [t.currencyCode, t.turn] })],
);

/**
 * Exchange volume per currency per turn, in anchor units: `buy` is this currency bought (the
 * target of an exchange), `sell` is it sold (the source). lib/systems/economy/forex/record-forex-volume.ts writes it;
 * the rate phase reads the last 24 turns as market pressure.
 */
export const forexVolume = pgTable(
  'forex_volume',
  {
    currencyCode: text()
      .notNull()
      .references(() => currencies.code),
    turn: integer().notNull(),
    buyAnchor: factor(28, 4).notNull().default(0),
    sellAnchor: factor(28, 4).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.currencyCode, t.turn] })],
);
