import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { BALANCE_ACCOUNT_LIST } from '@/lib/systems/core/money/balance-accounts';
import { BALANCE_SOURCES, BALANCES, type LedgerProblem } from './ledger';

/**
 * What can change a stored balance or its fingerprint, per table: the columns holding an account's key,
 * balance and currency (a country's currency, for balances in their country's currency), and the account
 * types they hold.
 */
const BALANCE_WRITES = (() => {
  const byTable = new Map<string, { columns: Set<string>; accountTypes: Set<string> }>();
  const watch = (table: string, columns: string[], accountType: string) => {
    const entry = byTable.get(table) ?? { columns: new Set<string>(), accountTypes: new Set<string>() };
    for (const column of columns) entry.columns.add(column);
    entry.accountTypes.add(accountType);
    byTable.set(table, entry);
  };
  for (const account of BALANCE_ACCOUNT_LIST) {
    const currency =
      'countryColumn' in account.currency ? account.currency.countryColumn : account.currency.column;
    watch(account.table, [account.key, account.balance, currency], account.accountType);
    if ('countryColumn' in account.currency) watch('countries', ['currency_code'], account.accountType);
  }
  return [...byTable].map(([table, { columns, accountTypes }]) => ({
    table,
    columns: [...columns],
    accountTypes: [...accountTypes],
  }));
})();

/**
 * Statement triggers that note which account types a statement may have changed: an UPDATE that sets a
 * key, balance or currency column, or any INSERT, DELETE or TRUNCATE. Column-precise, so the many updates
 * of a character's other columns in a turn do not make the check read every character's balances.
 */
async function installWriteNotes(db: Db): Promise<void> {
  await db.execute(sql`
    create table if not exists ledger_check_written (account_type text primary key, deleted boolean not null)`);
  await db.execute(sql`
    create or replace function ledger_check_note_write() returns trigger language plpgsql as $$
    begin
      insert into ledger_check_written
      select unnest(tg_argv), tg_op in ('DELETE', 'TRUNCATE')
      on conflict (account_type) do update set deleted = ledger_check_written.deleted or excluded.deleted;
      return null;
    end $$`);
  for (const { table, columns, accountTypes } of BALANCE_WRITES) {
    const args = accountTypes.map((type) => `'${type}'`).join(', ');
    await db.execute(
      sql.raw(`create or replace trigger ledger_check_update after update of ${columns.join(', ')} on ${table}
        for each statement execute function ledger_check_note_write(${args})`),
    );
    await db.execute(
      sql.raw(`create or replace trigger ledger_check_other after insert or delete or truncate on ${table}
        for each statement execute function ledger_check_note_write(${args})`),
    );
  }
}

/** A fixed pseudo-random weight per account: Σ balance × weight fingerprints every balance of a type. */
const weight = (alias: string) =>
  sql.raw(`hashtextextended(${alias}.account_id || ':' || ${alias}.currency_code, 0)::numeric`);

/**
 * The same checks as ledgerProblems, in time proportional to what changed, so a long engine test can
 * reconcile after every phase:
 *  - running per-account sums, and per account type a fingerprint Σ amount × weight(account), live in
 *    bookkeeping tables and take only the ledger rows written since the last check; transfers are
 *    checked when they gain rows;
 *  - the balances of a type are read only when a statement since the last check wrote their key, balance
 *    or currency columns (installWriteNotes) or the ledger gained rows of that type: their fingerprint
 *    must equal the ledger's (an account whose balance differs from its ledger sum changes it), and
 *    every new ledger row must name an account that has a stored balance;
 *  - the full per-account comparison, naming the accounts, runs on the first check of each transaction
 *    (so whatever happened between turns counts), after a balance row was deleted, and whenever a
 *    fingerprint or an account is off.
 */
export function incrementalLedgerChecker(): (db: Db) => Promise<LedgerProblem[]> {
  let lastId = 0;
  let lastTransaction = '';
  return async (db) => {
    if (lastTransaction === '') await installWriteNotes(db);
    const activity = await db.execute<{ tx: string; max: string | null }>(sql`
      select txid_current()::text as tx, (select max(id)::text from ledger_entries) as max`);
    const transaction = activity.rows[0]!.tx;
    const newTransaction = transaction !== lastTransaction;
    const notes = await db.execute<{ account_type: string; deleted: boolean }>(sql`
      delete from ledger_check_written returning account_type, deleted`);
    const written = new Set(notes.rows.map((row) => row.account_type));
    const deleted = notes.rows.some((row) => row.deleted);
    if (newTransaction) {
      await db.execute(sql`
        create table if not exists ledger_check_sums (account_type text, account_id text, currency_code text,
          total numeric not null, primary key (account_type, account_id, currency_code))`);
      await db.execute(sql`
        create table if not exists ledger_check_fingerprints (account_type text primary key, total numeric not null)`);
    }
    if (lastTransaction === '') {
      // A new checker rebuilds the running sums from the first ledger row.
      await db.execute(sql`delete from ledger_check_sums`);
      await db.execute(sql`delete from ledger_check_fingerprints`);
    }
    lastTransaction = transaction;

    const maxId = Number(activity.rows[0]!.max ?? 0);
    const fromId = lastId;
    const problems: LedgerProblem[] = [];
    const ledgerTypes = new Set<string>();
    if (maxId > lastId) {
      await db.execute(sql`
        insert into ledger_check_sums
        select account_type, account_id, currency_code, sum(amount_cents) from ledger_entries
        where id > ${lastId} and id <= ${maxId} and account_type <> 'system' group by 1, 2, 3
        on conflict (account_type, account_id, currency_code)
        do update set total = ledger_check_sums.total + excluded.total`);
      const added = await db.execute<{ account_type: string }>(sql`
        insert into ledger_check_fingerprints
        select l.account_type, sum(l.amount_cents::numeric * ${weight('l')}) from ledger_entries l
        where l.id > ${lastId} and l.id <= ${maxId} and l.account_type <> 'system' group by 1
        on conflict (account_type) do update set total = ledger_check_fingerprints.total + excluded.total
        returning account_type`);
      for (const row of added.rows) ledgerTypes.add(row.account_type);
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

    let compareEveryAccount = newTransaction || deleted;
    const touched = BALANCE_SOURCES.filter(
      (source) => ledgerTypes.has(source.accountType) || written.has(source.accountType),
    );
    if (!compareEveryAccount && touched.length > 0) {
      const fingerprints = await db.execute<{ matches: boolean }>(sql`
        with balances as (${sql.join(
          touched.map((source) => source.select),
          sql` union all `,
        )}),
        stored as (
          select account_type, sum(b.balance * ${weight('b')}) as total from balances b group by 1)
        select
          not exists (
            select 1 from stored s left join ledger_check_fingerprints f on f.account_type = s.account_type
            where s.total <> coalesce(f.total, 0))
          and not exists (
            select account_type, account_id, currency_code from ledger_entries
            where id > ${fromId} and id <= ${maxId} and account_type <> 'system'
            except
            select account_type, account_id, currency_code from balances) as matches`);
      compareEveryAccount = !fingerprints.rows[0]!.matches;
    }
    if (!compareEveryAccount) return problems;

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
