import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { characters } from './characters';
import { cents, createdAt } from './columns';
import { currencies } from './geography';
import { users } from './users';

/**
 * A character's holdings in currencies other than its home one (the home currency is
 * characters.campaign_funds_cents). Ledger account ('character_currency', character id), minor units.
 */
export const characterCurrencyBalances = pgTable(
  'character_currency_balances',
  {
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    currencyCode: text()
      .notNull()
      .references(() => currencies.code),
    balanceCents: cents().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.characterId, t.currencyCode] }),
    check('character_currency_balances_nonnegative', sql`${t.balanceCents} >= 0`),
  ],
);

/**
 * Idempotency-Key of a private money request: the first success is stored with a hash of the request,
 * so a retry within the window replays it and a different request under the same key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** SHA-256 of the operation name and its canonical body. */
    requestHash: text().notNull(),
    operation: text().notNull(),
    responseStatus: integer().notNull(),
    responseBody: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type CharacterCurrencyBalance = typeof characterCurrencyBalances.$inferSelect;
