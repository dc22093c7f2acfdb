import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/** Every account type that has a stored balance, and the SQL that lists (id, currency, balance). */
export const BALANCES = sql`
  select 'character_funds' as account_type, c.id as account_id, co.currency_code, c.campaign_funds_cents::numeric as balance
  from characters c join countries co on co.id = c.country_id
  union all
  select 'character_cash', c.id, co.currency_code, c.cash_on_hand_cents::numeric
  from characters c join countries co on co.id = c.country_id
  union all
  select 'party_treasury', p.id, co.currency_code, p.treasury_cents::numeric
  from parties p join countries co on co.id = p.country_id
  union all
  select 'treasury', e.country_id, e.currency_code, e.treasury_cents::numeric from country_economies e
  union all
  select 'central_bank', c.code, c.code, c.central_bank_cents::numeric from currencies c
  union all
  select 'corporation_cash', k.id, k.currency_code, k.cash_cents::numeric from corporations k
  union all
  select 'fund_cash', f.id, f.anchor_currency_code, f.cash_cents::numeric from index_funds f
  union all
  select 'character_currency', b.character_id, b.currency_code, b.balance_cents::numeric
  from character_currency_balances b`;

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
    where account_type not in ('system', 'character_funds', 'character_cash', 'party_treasury', 'treasury',
      'central_bank', 'corporation_cash', 'fund_cash', 'character_currency')`);
  for (const row of unknown.rows) {
    problems.push({
      kind: 'unknown_account',
      detail: `no stored balance is checked for ${row.account_type}`,
    });
  }
  return problems;
}
