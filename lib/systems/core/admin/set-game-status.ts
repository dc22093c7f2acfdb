import { and, eq, ne, sql } from 'drizzle-orm';
import { GAME_STATE_ID, gameState } from '@/models';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { setGameStatusInput } from './schemas';

const returned = { status: gameState.status, nextTurnAt: gameState.nextTurnAt };

/**
 * Pauses the clock (no turn runs, nextTurnAt null) or resumes it with a full turn ahead.
 * The update is conditional on a real change: resuming an active game must not push nextTurnAt back,
 * or repeated calls could delay the turn forever.
 */
export async function setGameStatus(db: Db, input: unknown) {
  const { status } = parseInput(setGameStatusInput, input);
  const [changed] = await db
    .update(gameState)
    .set({
      status,
      nextTurnAt:
        status === 'paused' ? null : sql`now() + make_interval(secs => ${gameState.turnDurationMs} / 1000.0)`,
      updatedAt: new Date(),
    })
    .where(and(eq(gameState.id, GAME_STATE_ID), ne(gameState.status, status)))
    .returning(returned);
  const [row] = changed
    ? [changed]
    : await db.select(returned).from(gameState).where(eq(gameState.id, GAME_STATE_ID));
  if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
  return { status: row.status, nextTurnAt: row.nextTurnAt?.toISOString() ?? null };
}
