import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

export interface StateHashOptions {
  /** Tables left out entirely (bookkeeping such as rate-limit counters). */
  skipTables?: readonly string[];
  /** Columns left out, as `table.column`, or `*.column` for every table. */
  skipColumns?: readonly string[];
  /** Leave out timestamptz columns filled from the wall clock (`now()` defaults); default true. */
  skipWallClockTimestamps?: boolean;
}

/** Tables that record wall-clock facts a replay cannot reproduce. */
export const STATE_HASH_SKIPPED_TABLES = [
  'rate_limits',
  'worker_heartbeats',
  'sessions',
  '__drizzle_migrations',
  // Delivered by the worker outside any turn, at wall-clock times.
  'alert_outbox',
];

/**
 * A hash of every public table's contents, rows in a fixed order, so two databases that went
 * through the same steps hash the same. Columns with a now() default are skipped unless asked.
 */
export async function stateHash(db: Db, options: StateHashOptions = {}): Promise<string> {
  const skipTables = new Set([...STATE_HASH_SKIPPED_TABLES, ...(options.skipTables ?? [])]);
  const skipColumns = new Set(options.skipColumns ?? []);
  const columns = await db.execute<{ table_name: string; column_name: string; wall_clock: boolean }>(sql`
    select table_name, column_name,
           (data_type like 'timestamp%' and coalesce(column_default, '') like '%now()%') as wall_clock
    from information_schema.columns
    where table_schema = 'public'
    order by table_name, ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column, wall_clock: wallClock } of columns.rows) {
    if (skipTables.has(table)) continue;
    if (skipColumns.has(`${table}.${column}`) || skipColumns.has(`*.${column}`)) continue;
    if (wallClock && options.skipWallClockTimestamps !== false) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const hash = createHash('sha256');
  for (const [table, cols] of [...byTable.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const row = sql.join(
      cols.map((col) => sql.identifier(col)),
      sql`, `,
    );
    const result = await db.execute<{ digest: string | null }>(sql`
      select md5(string_agg(r, E'\n' order by r collate "C")) as digest
      from (select row(${row})::text as r from ${sql.identifier(table)}) rows`);
    hash.update(`${table}:${result.rows[0]?.digest ?? 'empty'}\n`);
  }
  return hash.digest('hex');
}
