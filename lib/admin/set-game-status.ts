import { eq, sql } from 'drizzle-orm';
import { gameState } from '@/models';
import type { Db } from '../db';
import { AppError } from '../errors';
import { GAME_STATE_ID } from '../game/constants';
import { parseInput } from '../validation';
import { setGameStatusInput } from './schemas';

/** Pauses the clock (no turn runs, nextTurnAt null) or resumes it with a full turn ahead. */
export async function setGameStatus(db: Db, input: unknown) {
  const { status } = parseInput(setGameStatusInput, input);
  const [row] = await db
    .update(gameState)
    .set({
      status,
      nextTurnAt:
        status === 'paused' ? null : sql`now() + make_interval(secs => ${gameState.turnDurationMs} / 1000.0)`,
      updatedAt: new Date(),
    })
    .where(eq(gameState.id, GAME_STATE_ID))
    .returning({ status: gameState.status, nextTurnAt: gameState.nextTurnAt });
  if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
  return { status: row.status, nextTurnAt: row.nextTurnAt?.toISOString() ?? null };
}
