import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/** Drops the stream frames written before `turn` in one statement. */
export async function pruneLiveEventsBefore(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`delete from live_events where turn < ${turn}`);
}
