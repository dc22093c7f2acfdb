import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/** The world's current turn (1 before any world exists), for stamping ledger rows and posts. */
export async function currentTurn(db: Db): Promise<number> {
  const result = await db.execute<{ turn: number }>(sql`select current_turn as turn from game_state limit 1`);
  return result.rows[0]?.turn ?? 1;
}
