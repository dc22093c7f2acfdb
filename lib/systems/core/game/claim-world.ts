import { GAME_STATE_ID, gameState } from '@/models';
import type { Db } from '@/lib/platform/db';

export interface WorldClock {
  startingYear: number;
  turnDurationMs: number;
  seed: string;
  now: Date;
}

/**
 * World seeding's first step: inserts the game_state row, the world's marker. Its key makes a concurrent
 * second seed fail cleanly; false when a world already exists.
 */
export async function claimWorld(tx: Db, clock: WorldClock): Promise<boolean> {
  const [claimed] = await tx
    .insert(gameState)
    .values({
      id: GAME_STATE_ID,
      currentTurn: 1,
      startingYear: clock.startingYear,
      turnDurationMs: clock.turnDurationMs,
      status: 'active',
      lastTurnAt: clock.now,
      nextTurnAt: new Date(clock.now.getTime() + clock.turnDurationMs),
      seed: clock.seed,
      subsidiaryCorporationsEnabled: true,
    })
    .onConflictDoNothing()
    .returning({ id: gameState.id });
  return Boolean(claimed);
}
