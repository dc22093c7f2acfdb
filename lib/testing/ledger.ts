import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * Every account type that has a stored balance: the tables its balance is read from, and the SQL that
 * lists (account_type, account_id, currency_code, balance).
 */
export const BALANCE_SOURCES = [
  {
    accountType: 'character_funds',
    tables: ['characters', 'countries'],
    select: sql`select 'character_funds' as account_type, c.id as account_id, co.currency_code,
      c.campaign_funds_cents::numeric as balance
      from characters c join countries co on co.id = c.country_id`,
  },
  {
    accountType: 'character_cash',
    tables: ['characters', 'countries'],
    select: sql`select 'character_cash' as account_type, c.id as account_id, co.currency_code,
      c.cash_on_hand_cents::numeric as balance
      from characters c join countries co on co.id = c.country_id`,
  },
  {
    accountType: 'party_treasury',
    tables: ['parties', 'countries'],
    select: sql`select 'party_treasury' as account_type, p.id as account_id, co.currency_code,
      p.treasury_cents::numeric as balance
      from parties p join countries co on co.id = p.country_id`,
  },
  {
    accountType: 'treasury',
    tables: ['country_economies'],
    select: sql`select 'treasury' as account_type, e.country_id as account_id, e.currency_code,
      e.treasury_cents::numeric as balance from country_economies e`,
  },
  {
    accountType: 'central_bank',
    tables: ['currencies'],
    select: sql`select 'central_bank' as account_type, c.code as account_id, c.code as currency_code,
      c.central_bank_cents::numeric as balance from currencies c`,
  },
  {
    accountType: 'corporation_cash',
    tables: ['corporations'],
    select: sql`select 'corporation_cash' as account_type, k.id as account_id, k.currency_code,
      k.cash_cents::numeric as balance from corporations k`,
  },
  {
    accountType: 'fund_cash',
    tables: ['index_funds'],
    select: sql`select 'fund_cash' as account_type, f.id as account_id, f.anchor_currency_code as currency_code,
      f.cash_cents::numeric as balance from index_funds f`,
  },
  {
    accountType: 'character_currency',
    tables: ['character_currency_balances'],
    select: sql`select 'character_currency' as account_type, b.character_id as account_id, b.currency_code,
      b.balance_cents::numeric as balance from character_currency_balances b`,
  },
] as const;

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
