/**
 * Money: units, conversion, the spread, and the one writer of balances and ledger rows: moveMoney (one
 * movement of legs), postLedger (a set of movements in one statement, the turn's phases and the verbs'
 * postings), the opening-balance forms for seeding, and the registry of stored balances. Nothing outside
 * this module updates a balance column or writes ledger_entries (docs/money.md).
 */
export * from './units';
export * from './conversion';
export * from './move-money';
export * from './post-ledger';
export * from './balance-accounts';
