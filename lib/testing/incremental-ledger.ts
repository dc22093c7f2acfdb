import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { BALANCES, type LedgerProblem } from './ledger';

/**
 * The same checks as ledgerProblems, in time proportional to what changed: running per-account sums
 * live in a bookkeeping table and take only the ledger rows written since the last check, so a long
 * engine test can reconcile after every phase without rescanning a ledger of hundreds of thousands
 * of rows each time. Transfers are checked when they gain rows.
 */
export function incrementalLedgerChecker(): (db: Db) => Promise<LedgerProblem[]> {
  let lastId = 0;
  return async (db) => {
    await db.execute(sql`
      create table if not exists ledger_check_sums (account_type text, account_id text, currency_code text,
        total numeric not null, primary key (account_type, account_id, currency_code))`);
    const top = await db.execute<{ max: string | null }>(
      sql`select max(id)::text as max from ledger_entries`,
    );
    // A new checker rebuilds the running sums from the first ledger row.
    if (lastId === 0) await db.execute(sql`delete from ledger_check_sums`);
    const maxId = Number(top.rows[0]?.max ?? 0);
    const problems: LedgerProblem[] = [];
    if (maxId > lastId) {
      await db.execute(sql`
        insert into ledger_check_sums
        select account_type, account_id, currency_code, sum(amount_cents) from ledger_entries
        where id > ${lastId} and id <= ${maxId} and account_type <> 'system' group by 1, 2, 3
        on conflict (account_type, account_id, currency_code)
        do update set total = ledger_check_sums.total + excluded.total`);
      const transfers = await db.execute<{ transfer_id: string; currency_code: string; total: string }>(sql`
        select transfer_id, currency_code, sum(amount_cents)::text as total from ledger_entries
        where transfer_id in (select distinct transfer_id from ledger_entries where id > ${lastId} and id <= ${maxId})
        group by transfer_id, currency_code having sum(amount_cents) <> 0 limit 20`);
      for (const row of transfers.rows) {
        problems.push({
          kind: 'unbalanced_transfer',
          detail: `${row.transfer_id} (${row.currency_code}) sums to ${row.total}`,
        });
      }
      lastId = maxId;
    }
    const balances = await db.execute<{ account: string; balance: string; ledger: string }>(sql`
      with balances as (${BALANCES})
      select coalesce(b.account_type, s.account_type) || ':' || coalesce(b.account_id, s.account_id)
               || ':' || coalesce(b.currency_code, s.currency_code) as account,
             coalesce(b.balance, 0)::text as balance, coalesce(s.total, 0)::text as ledger
      from balances b full join ledger_check_sums s
        on s.account_type = b.account_type and s.account_id = b.account_id and s.currency_code = b.currency_code
      where coalesce(b.balance, 0) <> coalesce(s.total, 0) or b.account_type is null
      limit 20`);
    for (const row of balances.rows) {
      problems.push({
        kind: 'balance',
        detail: `${row.account}: balance ${row.balance}, ledger ${row.ledger}`,
      });
    }
    return problems;
  };
}
