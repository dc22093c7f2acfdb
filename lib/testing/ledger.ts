import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { BALANCE_ACCOUNT_LIST } from '@/lib/systems/core/money/balance-accounts';

/**
 * Every account type that has a stored balance (core/money's BALANCE_ACCOUNTS): the tables its balance
 * is read from, and the SQL that lists (account_type, account_id, currency_code, balance).
 */
export const BALANCE_SOURCES = BALANCE_ACCOUNT_LIST.map((account) => {
  const table = sql.raw(account.table);
  const key = sql.raw(`b.${account.key}`);
  const balance = sql.raw(`b.${account.balance}`);
  const byCountry = 'countryColumn' in account.currency;
  const currency =
    'countryColumn' in account.currency
      ? sql.raw('co.currency_code')
      : sql.raw(`b.${account.currency.column}`);
  const join =
    'countryColumn' in account.currency
      ? sql.raw(` join countries co on co.id = b.${account.currency.countryColumn}`)
      : sql``;
  return {
    accountType: account.accountType,
    tables: byCountry ? [account.table, 'countries'] : [account.table],
    select: sql`select ${account.accountType}::text as account_type, ${key} as account_id, ${currency} as currency_code,
      ${balance}::numeric as balance from ${table} b${join}`,
  };
});

/** Every stored balance: (account_type, account_id, currency_code, balance). */
export const BALANCES = sql.join(
  BALANCE_SOURCES.map((source) => source.select),
  sql` union all `,
);

export interface LedgerProblem {
  kind: 'balance' | 'unbalanced_transfer' | 'unknown_account';
  detail: string;
}

/**
 * Everything wrong with the ledger: a stored balance that differs from its ledger sum, a transfer
 * whose rows do not sum to zero per currency, or a ledger row for an account with no balance.
 * System accounts (named sources and sinks) carry no stored balance and are only checked by transfer.
 */
export async function ledgerProblems(db: Db): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const balances = await db.execute<{ account: string; balance: string; ledger: string }>(sql`
    with balances as (${BALANCES}),
    sums as (
      select account_type, account_id, currency_code, sum(amount_cents) as total
      from ledger_entries where account_type <> 'system' group by 1, 2, 3)
    select coalesce(b.account_type, s.account_type) || ':' || coalesce(b.account_id, s.account_id)
             || ':' || coalesce(b.currency_code, s.currency_code) as account,
           coalesce(b.balance, 0)::text as balance, coalesce(s.total, 0)::text as ledger
    from balances b full join sums s
      on s.account_type = b.account_type and s.account_id = b.account_id and s.currency_code = b.currency_code
    where coalesce(b.balance, 0) <> coalesce(s.total, 0) or b.account_type is null
    limit 20`);
  for (const row of balances.rows) {
    problems.push({
      kind: 'balance',
      detail: `${row.account}: balance ${row.balance}, ledger ${row.ledger}`,
    });
  }
  const transfers = await db.execute<{ transfer_id: string; currency_code: string; total: string }>(sql`
    select transfer_id, currency_code, sum(amount_cents)::text as total from ledger_entries
    group by transfer_id, currency_code having sum(amount_cents) <> 0 limit 20`);
  for (const row of transfers.rows) {
    problems.push({
      kind: 'unbalanced_transfer',
      detail: `${row.transfer_id} (${row.currency_code}) sums to ${row.total}`,
    });
  }
  const unknown = await db.execute<{ account_type: string }>(sql`
    select distinct account_type from ledger_entries
    where account_type <> 'system' and account_type not in (${sql.join(
      BALANCE_SOURCES.map((source) => sql`${source.accountType}`),
      sql`, `,
    )})`);
  for (const row of unknown.rows) {
    problems.push({
      kind: 'unknown_account',
      detail: `no stored balance is checked for ${row.account_type}`,
    });
  }
  return problems;
}
