import { sql } from 'drizzle-orm';
import { isObjectId, SEQUENTIAL_ID_PATTERN } from '@/lib/platform/ids';
import type { Db } from './pool';

/** Tables whose rows have a public sequential number (`seq`) beside the ObjectId. */
export type SequencedTable = 'characters' | 'corporations';

/**
 * The ObjectId an entity reference names (see `entityRef`): an ObjectId is returned as given (the
 * caller's own lookup reports a missing row as before), a sequential number is looked up; null when
 * no row has that number or the text is neither.
 */
export async function objectIdOf(db: Db, table: SequencedTable, ref: string): Promise<string | null> {
  if (isObjectId(ref)) return ref;
  if (!SEQUENTIAL_ID_PATTERN.test(ref)) return null;
  const rows = await db.execute<{ id: string }>(
    sql`select id from ${sql.identifier(table)} where seq = ${Number(ref)}`,
  );
  return rows.rows[0]?.id ?? null;
}
