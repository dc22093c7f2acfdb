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
 * far cheaper than stateHash; use stateHash where two databases must compare equal.
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
