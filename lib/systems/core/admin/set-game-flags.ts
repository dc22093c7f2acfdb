import { eq } from 'drizzle-orm';
import { GAME_STATE_ID, gameState } from '@/models';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { setGameFlagsInput } from './schemas';

/** PATCH /api/admin/game/flags: pause fund transfers or switch currency exchange; omitted flags stay. */
export async function setGameFlags(db: Db, input: unknown) {
  const flags = parseInput(setGameFlagsInput, input);
  const [row] = await db
    .update(gameState)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(gameState.id, GAME_STATE_ID))
    .returning({ transfersPaused: gameState.transfersPaused, forexEnabled: gameState.forexEnabled });
  if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
  return row;
}
