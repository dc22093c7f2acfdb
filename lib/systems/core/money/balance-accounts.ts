/**
 * Every ledger account type that has a stored balance, and where that balance lives. core/money is the
 * one writer of these columns and of `ledger_entries`: a system that owns the table writes its other
 * columns, never the balance (`npm run deps` refuses it). Account types not listed here are named
 * sources and sinks (`system`), with ledger rows and no stored balance.
 */
export const BALANCE_ACCOUNTS = {
  character_funds: { table: 'characters', key: 'id', balance: 'campaign_funds_cents' },
  character_cash: { table: 'characters', key: 'id', balance: 'cash_on_hand_cents' },
  /** Keyed by character and currency: a character's holding of a currency other than its home one. */
  character_currency: { table: 'character_currency_balances', key: 'character_id', balance: 'balance_cents' },
  party_treasury: { table: 'parties', key: 'id', balance: 'treasury_cents' },
  treasury: { table: 'country_economies', key: 'country_id', balance: 'treasury_cents' },
  central_bank: { table: 'currencies', key: 'code', balance: 'central_bank_cents' },
  corporation_cash: { table: 'corporations', key: 'id', balance: 'cash_cents' },
  fund_cash: { table: 'index_funds', key: 'id', balance: 'cash_cents' },
} as const;

export type BalanceAccountType = keyof typeof BALANCE_ACCOUNTS;

/** `table.column` of every stored balance. */
export const BALANCE_COLUMNS: readonly string[] = Object.values(BALANCE_ACCOUNTS).map(
  ({ table, balance }) => `${table}.${balance}`,
);
