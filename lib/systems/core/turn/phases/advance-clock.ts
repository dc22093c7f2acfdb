import { eq } from 'drizzle-orm';
import { GAME_STATE_ID, gameState } from '@/models';
import { definePhase } from '../define-phase';

/** Moves the world to the next turn and schedules the one after; a paused world stays unscheduled. */
export const advanceClock = definePhase({
  id: 'advance-clock',
  system: 'world',
  async run(tx, ctx) {
    await tx
      .update(gameState)
      .set({
        currentTurn: ctx.turn + 1,
        lastTurnAt: ctx.now,
        nextTurnAt:
          ctx.state.status === 'active' ? new Date(ctx.now.getTime() + ctx.state.turnDurationMs) : null,
        updatedAt: ctx.now,
      })
      .where(eq(gameState.id, GAME_STATE_ID));
  },
});
