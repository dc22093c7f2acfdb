import { eq, sql } from 'drizzle-orm';
import { GAME_STATE_ID, gameState } from '@/models';
import { definePhase } from '../define-phase';
import { insertLiveEventsSql } from '@/lib/platform/events/live-events';

/**
 * Moves the world to the next turn and schedules the one after; a paused world stays unscheduled. The
 * `turn` frame of the live stream is written in the same transaction, so it is seen exactly when the
 * turn commits (the live_events trigger's NOTIFY is delivered at commit).
 */
export const advanceClock = definePhase({
  id: 'advance-clock',
  system: 'core',
  async run(tx, ctx) {
    const nextTurnAt =
      ctx.state.status === 'active' ? new Date(ctx.now.getTime() + ctx.state.turnDurationMs) : null;
    await tx
      .update(gameState)
      .set({ currentTurn: ctx.turn + 1, lastTurnAt: ctx.now, nextTurnAt, updatedAt: ctx.now })
      .where(eq(gameState.id, GAME_STATE_ID));
    const frame = {
      turn: ctx.turn + 1,
      completedTurn: ctx.turn,
      nextTurnAt: nextTurnAt?.toISOString() ?? null,
    };
    await tx.execute(sql`
      ${insertLiveEventsSql(['kind', 'turn', 'payload'])} values ('turn', ${ctx.turn + 1}, ${JSON.stringify(frame)}::jsonb)`);
  },
});
