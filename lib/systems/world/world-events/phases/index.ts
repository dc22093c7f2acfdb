import { sql } from 'drizzle-orm';
import { igniteConflicts } from '@/lib/systems/world/conflicts/ignite-conflicts';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { drawWorldEvents } from '../draw-world-events';
import { expireWorldEvents } from '../expire-world-events';
import { loadEventCandidates, startWorldEvents } from '../start-world-events';

/** Events whose window has ended expire (and partly recover) before the turn's draw. */
export const expireWorldEventsPhase = definePhase({
  id: 'world-events-expire',
  system: 'world',
  run: (tx, ctx) => expireWorldEvents(tx, { turn: ctx.turn }).then(() => undefined),
});

/**
 * Draws this turn's crisis and random events with ctx.random and applies their effects. An armed uprising
 * also starts a conflict in its state, through the conflicts module's own verb.
 */
export const drawWorldEventsPhase = definePhase({
  id: 'world-events-draw',
  system: 'world',
  async run(tx, ctx) {
    const drafts = drawWorldEvents(ctx.random, await loadEventCandidates(tx));
    await startWorldEvents(tx, { drafts, turn: ctx.turn, now: ctx.now });
    if (!drafts.some((draft) => draft.kind === 'armed_uprising')) return;
    const uprisings = await tx.execute<{
      id: number;
      country_id: string;
      state_id: string | null;
      severity: number;
    }>(sql`
      select id, country_id, state_id, severity from world_events
      where kind = 'armed_uprising' and start_turn = ${ctx.turn} order by id`);
    await igniteConflicts(
      tx,
      ctx,
      uprisings.rows.map((event) => ({
        hostCountryId: event.country_id,
        stateId: event.state_id,
        severity: event.severity,
        cause: 'event' as const,
        sourceEventId: String(event.id),
      })),
    );
  },
});

export const worldEventPhases = [expireWorldEventsPhase, drawWorldEventsPhase] as const;
