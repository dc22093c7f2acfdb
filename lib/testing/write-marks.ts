import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

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

/** The schema trackWrites adds to a test database: its log and trigger function, outside `public`. */
export const WRITE_LOG_SCHEMA = 'statecraft_test_writes';

/**
 * Write marks kept by the database itself, for a test database that takes many marks: installs a row
 * trigger on every public table (INSERT, DELETE, and UPDATE, or for `compareByContent` tables an UPDATE
 * that changes one of those columns) and a TRUNCATE trigger, each appending to a log in its own schema.
 * A row only changes through one of those statements, so every write stateHash or writeMarks would see
 * lands in the log, and a rolled-back write takes its log rows with it. The returned mark is one read of
 * that log: how many writes committed, and to which tables. A table created after the install has no
 * trigger, so the mark fails instead of missing its writes.
 */
export async function trackWrites(db: Db, options: WriteMarksOptions = {}): Promise<() => Promise<string>> {
  const skip = new Set(['__drizzle_migrations', ...(options.skipTables ?? [])]);
  const byContent = options.compareByContent ?? {};
  const schema = sql.identifier(WRITE_LOG_SCHEMA);
  const tables = await db.execute<{ table_name: string }>(sql`
    select c.relname as table_name from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const tracked = tables.rows.map((t) => t.table_name);
  for (const table of Object.keys(byContent)) {
    if (!tracked.includes(table)) throw new Error(`trackWrites: no table ${table} to compare by content`);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`create schema ${schema}`);
    await tx.execute(
      sql`create table ${schema}.log (id bigint generated always as identity primary key, table_name text not null)`,
    );
    await tx.execute(sql`
      create function ${schema}.log_write() returns trigger language plpgsql as $$
      begin
        insert into ${sql.raw(WRITE_LOG_SCHEMA)}.log (table_name) values (tg_table_name);
        return null;
      end $$`);
    for (const table of tracked) {
      if (skip.has(table)) continue;
      const name = sql.identifier(table);
      const columns = byContent[table];
      if (columns) {
        const changed = sql.join(
          columns.map(
            (column) => sql`old.${sql.identifier(column)} is distinct from new.${sql.identifier(column)}`,
          ),
          sql` or `,
        );
        await tx.execute(sql`create trigger statecraft_test_write_ins_del after insert or delete on ${name}
          for each row execute function ${schema}.log_write()`);
        await tx.execute(sql`create trigger statecraft_test_write_upd after update on ${name}
          for each row when (${changed}) execute function ${schema}.log_write()`);
      } else {
        await tx.execute(sql`create trigger statecraft_test_write after insert or update or delete on ${name}
          for each row execute function ${schema}.log_write()`);
      }
      await tx.execute(sql`create trigger statecraft_test_write_truncate after truncate on ${name}
        for each statement execute function ${schema}.log_write()`);
    }
  });
  const expectedTables = tracked.length;
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
