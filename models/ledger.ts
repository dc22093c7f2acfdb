import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';

export const LEDGER_ACCOUNT_TYPES = [
  'character_funds',
  'character_cash',
  'party_treasury',
  /** A country's national treasury; account id is the country code. */
  'treasury',
  /** A currency's central bank; account id is the currency code (balance on currencies). */
  'central_bank',
  /** A corporation's cash; account id is the corporation id. */
  'corporation_cash',
  /** An index fund's cash; account id is the fund id. */
  'fund_cash',
  /** A character's holding in a non-home currency; account id is the character id. */
  'character_currency',
  'system',
] as const;
export type LedgerAccountType = (typeof LEDGER_ACCOUNT_TYPES)[number];

/**
 * Double-entry money log: every balance change writes rows that sum to zero per currency.
 * System accounts ('issuance', 'destroyed', 'central_bank') balance money entering or leaving play;
 * the economy's named sources and sinks are system accounts too ('tax_revenue', 'public_spending', ...).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Groups the rows of one movement. */
    transferId: text().notNull(),
    accountType: text({ enum: LEDGER_ACCOUNT_TYPES }).notNull(),
    accountId: text().notNull(),
    currencyCode: text().notNull(),
    amountCents: cents().notNull(),
    reason: text().notNull(),
    turn: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_account_idx').on(t.accountType, t.accountId),
    index('ledger_transfer_idx').on(t.transferId),
  ],
);

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
