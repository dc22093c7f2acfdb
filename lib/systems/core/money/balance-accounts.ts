/**
 * Every ledger account type that has a stored balance, and where that balance lives. core/money is the
 * one writer of these columns and of `ledger_entries` (post-ledger.ts): a system that owns the table
 * writes its other columns, never the balance (`npm run deps` refuses it). Account types not listed here
 * are named sources and sinks (`system`), with ledger rows and no stored balance.
 */
export const BALANCE_ACCOUNTS = {
  character_funds: {
    table: 'characters',
    key: 'id',
    balance: 'campaign_funds_cents',
    currency: { countryColumn: 'country_id' },
  },
  character_cash: {
    table: 'characters',
    key: 'id',
    balance: 'cash_on_hand_cents',
    currency: { countryColumn: 'country_id' },
  },
  /** Keyed by character and currency: a character's holding of a currency other than its home one. */
  character_currency: {
    table: 'character_currency_balances',
    key: 'character_id',
    balance: 'balance_cents',
    currencyKey: 'currency_code',
    currency: { column: 'currency_code' },
  },
  party_treasury: {
    table: 'parties',
    key: 'id',
    balance: 'treasury_cents',
    currency: { countryColumn: 'country_id' },
  },
  treasury: {
    table: 'country_economies',
    key: 'country_id',
    balance: 'treasury_cents',
    currency: { column: 'currency_code' },
  },
  central_bank: {
    table: 'currencies',
    key: 'code',
    balance: 'central_bank_cents',
    currency: { column: 'code' },
  },
  corporation_cash: {
    table: 'corporations',
    key: 'id',
    balance: 'cash_cents',
    currency: { column: 'currency_code' },
  },
  fund_cash: {
    table: 'index_funds',
    key: 'id',
    balance: 'cash_cents',
    currency: { column: 'anchor_currency_code' },
  },
} as const;

export type BalanceAccountType = keyof typeof BALANCE_ACCOUNTS;

export interface BalanceAccount {
  table: string;
  key: string;
  balance: string;
  /** Set when one key holds a balance per currency (one row per key and currency). */
  currencyKey?: string;
  /** The balance's currency: a column of the row, or the currency of the country the row names. */
  currency: { column: string } | { countryColumn: string };
}

/** The registry as a list, in declaration order. */
export const BALANCE_ACCOUNT_LIST: readonly (BalanceAccount & { accountType: BalanceAccountType })[] =
  Object.entries(BALANCE_ACCOUNTS).map(([accountType, account]) => ({
    accountType: accountType as BalanceAccountType,
    ...account,
  }));

/** `table.column` of every stored balance. */
export const BALANCE_COLUMNS: readonly string[] = Object.values(BALANCE_ACCOUNTS).map(
  ({ table, balance }) => `${table}.${balance}`,
);
