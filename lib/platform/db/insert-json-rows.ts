import { sql } from 'drizzle-orm';
import type { Db } from './pool';

/** Rows per statement: a few MB of JSON at most. */
const JSON_CHUNK = 20_000;

/**
 * Bulk insert as one statement per 20,000 rows: the rows travel as a single jsonb parameter and
 * `jsonb_to_recordset` expands them, which is several times faster than multi-row VALUES for seeding.
 * `columns` maps snake_case column names (code constants, never user input) to PostgreSQL types.
 */
export async function insertJsonRows(
  tx: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const names = Object.keys(columns);
  const list = sql.raw(names.join(', '));
  const definition = sql.raw(names.map((name) => `${name} ${columns[name]}`).join(', '));
  for (let start = 0; start < rows.length; start += JSON_CHUNK) {
    const payload = JSON.stringify(rows.slice(start, start + JSON_CHUNK));
    await tx.execute(sql`
      insert into ${sql.raw(table)} (${list})
      select ${list} from jsonb_to_recordset(${payload}::jsonb) as r(${definition})`);
  }
}
