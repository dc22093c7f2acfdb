import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/** Drops the stream frames written before `turn` in one statement. */
export async function pruneLiveEventsBefore(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`delete from live_events where turn < ${turn}`);
}

/** A column of live_events that a set-based write fills. */
export type LiveEventColumn = 'kind' | 'character_id' | 'payload' | 'turn' | 'created_at';

/** `insert into live_events (columns)`, for a statement to follow with its rows: the frames are platform's. */
export function insertLiveEventsSql(columns: readonly LiveEventColumn[]): SQL {
  return sql`insert into live_events (${sql.raw(columns.join(', '))})`;
}
