import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { GAME_STATE_ID, gameState } from '@/models';

/** The world's current turn (1 before any world exists), for stamping ledger rows and posts. */
export async function currentTurn(db: Db): Promise<number> {
  const result = await db.execute<{ turn: number }>(sql`select current_turn as turn from game_state limit 1`);
  return result.rows[0]?.turn ?? 1;
}

/** The clock for the health report: the current turn and when the next one is due; undefined before a world. */
export async function readWorldClock(
  db: Db,
): Promise<{ currentTurn: number; nextTurnAt: Date | null } | undefined> {
  const [clock] = await db
    .select({ currentTurn: gameState.currentTurn, nextTurnAt: gameState.nextTurnAt })
    .from(gameState)
    .where(eq(gameState.id, GAME_STATE_ID));
  return clock;
}
