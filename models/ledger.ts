import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';

/**
 * Double-entry money log: every balance change writes rows that sum to zero per currency.
 * System accounts ('issuance', 'destroyed', 'central_bank:<CUR>') balance money entering or leaving play.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Groups the rows of one movement. */
    transferId: text().notNull(),
    accountType: text({ enum: ['character', 'party', 'system'] }).notNull(),
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
