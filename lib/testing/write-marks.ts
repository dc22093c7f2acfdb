import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { STATE_HASH_SKIPPED_TABLES, type StateHashOptions } from './state-hash';

export interface WriteMarksOptions {
  /** Tables left out entirely (bookkeeping such as rate-limit counters). */
  skipTables?: readonly string[];
  /** Tables whose rows a request may legitimately touch (a key's last use): compared by content instead. */
  compareByContent?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A cheap "did anything write?" mark for tests that refuse thousands of requests: per table, the live row
 * count and the newest inserting transaction id (`xmin`), which every INSERT and UPDATE renews and a
 * rolled-back write never shows. Deletes change the count. One statement, no row serialisation, so it is
 * far cheaper than stateHash; use stateHash where two databases must compare equal. Still a scan of
 * every table per mark: for many marks on one database, `trackWrites` costs one small read each.
 */
export async function writeMarks(db: Db, options: WriteMarksOptions = {}): Promise<string> {
  const skip = new Set(['__drizzle_migrations', ...(options.skipTables ?? [])]);
  const byContent = options.compareByContent ?? {};
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const marks = tables.rows
    .map((t) => t.table_name)
    .filter((table) => !skip.has(table))
    .map((table) => {
      const name = sql.identifier(table);
      const columns = byContent[table];
      if (!columns) {
        return sql`select ${table} as t, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as mark from ${name}`;
      }
      const row = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      return sql`select ${table} as t, coalesce(md5(string_agg(row(${row})::text, E'\n' order by row(${row})::text collate "C")), 'empty') as mark from ${name}`;
    });
  const result = await db.execute<{ t: string; mark: string }>(
    sql`select t, mark from (${sql.join(marks, sql` union all `)}) m order by t`,
  );
  return result.rows.map((r) => `${r.t}=${r.mark}`).join(' ');
}

/** The prefix of the schema each trackWrites adds to a test database: its log and trigger function. */
export const WRITE_LOG_SCHEMA_PREFIX = 'statecraft_test_writes';

export interface TrackWritesOptions extends WriteMarksOptions {
  /** Columns whose changes are not writes, as `table.column`, or `*.column` for every table. */
  skipColumns?: readonly string[];
  /** Updates to timestamptz columns filled from the wall clock (`now()` defaults) are not writes. */
  skipWallClockTimestamps?: boolean;
}

/**
 * Write marks kept by the database itself, for a test database that takes many marks: installs row
 * triggers on every public table, each appending to a log in a schema of its own: every INSERT and
 * DELETE, every UPDATE that changes the row's compared columns (all, less the skipped ones, or those of
 * `compareByContent`; compared as `row(…)::text`, as stateHash does), and every TRUNCATE. A row changes
 * only through one of those statements, so every change stateHash would see lands in the log, and a
 * rolled-back write takes its log rows with it. The returned mark is one read of that log: how many
 * writes committed, and to which tables. A table created after the install has no trigger, so the mark
 * fails instead of missing its writes.
 */
export async function trackWrites(db: Db, options: TrackWritesOptions = {}): Promise<() => Promise<string>> {
  const skip = new Set(['__drizzle_migrations', ...(options.skipTables ?? [])]);
  const skipColumns = new Set(options.skipColumns ?? []);
  const byContent = options.compareByContent ?? {};
  // Each tracker has its own schema and trigger names, so two can watch one database.
  const id = randomBytes(4).toString('hex');
  const schemaName = `${WRITE_LOG_SCHEMA_PREFIX}_${id}`;
  const schema = sql.identifier(schemaName);
  const trigger = (what: string) => sql.identifier(`statecraft_test_write_${id}_${what}`);
  const columns = await db.execute<{ table_name: string; column_name: string; wall_clock: boolean }>(sql`
    select c.table_name, c.column_name,
           (c.data_type like 'timestamp%' and coalesce(c.column_default, '') like '%now()%') as wall_clock
    from information_schema.columns c
    join pg_class t on t.relname = c.table_name and t.relnamespace = 'public'::regnamespace
    where c.table_schema = 'public' and t.relkind in ('r', 'p') and not t.relispartition
    order by c.table_name, c.ordinal_position`);
  const compared = new Map<string, string[]>();
  for (const { table_name: table, column_name: column, wall_clock: wallClock } of columns.rows) {
    const kept =
      !skipColumns.has(`${table}.${column}`) &&
      !skipColumns.has(`*.${column}`) &&
      !(wallClock && options.skipWallClockTimestamps) &&
      (byContent[table]?.includes(column) ?? true);
    compared.set(table, [...(compared.get(table) ?? []), ...(kept ? [column] : [])]);
  }
  for (const table of Object.keys(byContent)) {
    if (!compared.has(table)) throw new Error(`trackWrites: no table ${table} to compare by content`);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`create schema ${schema}`);
    await tx.execute(
      sql`create table ${schema}.log (id bigint generated always as identity primary key, table_name text not null)`,
    );
    await tx.execute(sql`
      create function ${schema}.log_write() returns trigger language plpgsql as $$
      begin
        insert into ${sql.raw(schemaName)}.log (table_name) values (tg_table_name);
        return null;
      end $$`);
    for (const [table, kept] of compared) {
      if (skip.has(table)) continue;
      const name = sql.identifier(table);
      await tx.execute(sql`create trigger ${trigger('row')} after insert or delete on ${name}
        for each row execute function ${schema}.log_write()`);
      await tx.execute(sql`create trigger ${trigger('truncate')} after truncate on ${name}
        for each statement execute function ${schema}.log_write()`);
      if (kept.length === 0) continue;
      const row = (alias: 'old' | 'new') =>
        sql.join(
          kept.map((column) => sql`${sql.raw(alias)}.${sql.identifier(column)}`),
          sql`, `,
        );
      await tx.execute(sql`create trigger ${trigger('update')} after update on ${name}
        for each row when (row(${row('old')})::text is distinct from row(${row('new')})::text)
        execute function ${schema}.log_write()`);
    }
  });
  const expectedTables = compared.size;
  return async () => {
    const result = await db.execute<{ tables: number; writes: string; written: string | null }>(sql`
      select (select count(*)::int from pg_class c
              where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition) as tables,
             count(*)::text as writes,
             string_agg(distinct table_name, ',' order by table_name) as written
      from ${schema}.log`);
    const row = result.rows[0]!;
    if (row.tables !== expectedTables) {
      throw new Error(
        `trackWrites: public has ${row.tables} tables, ${expectedTables} when the triggers were installed`,
      );
    }
    return `${row.writes} writes (${row.written ?? 'none'})`;
  };
}

/**
 * trackWrites with stateHash's meaning of a change (its default skipped tables, wall-clock timestamps
 * skipped): for a test that compared stateHash before and after many refused requests.
 */
export function trackStateChanges(db: Db, options: StateHashOptions = {}): Promise<() => Promise<string>> {
  return trackWrites(db, {
    skipTables: [...STATE_HASH_SKIPPED_TABLES, ...(options.skipTables ?? [])],
    skipColumns: options.skipColumns,
    skipWallClockTimestamps: options.skipWallClockTimestamps ?? true,
  });
}

/**
 * The `snapshot()` of a test file that compares the state before and after refused requests, as
 * stateHash would, at the cost of one small read: trackStateChanges, installed on the first call.
 */
export function stateChangeMarks(db: () => Db, options: StateHashOptions = {}): () => Promise<string> {
  let tracker: Promise<() => Promise<string>> | undefined;
  return async () => (await (tracker ??= trackStateChanges(db(), options)))();
}
