import { definePhase } from '../turn/define-phase';
import { drawWorldEvents } from './draw-world-events';
import { expireWorldEvents } from './expire-world-events';
import { loadEventCandidates, startWorldEvents } from './start-world-events';

/** Events whose window has ended expire (and partly recover) before the turn's draw. */
export const expireWorldEventsPhase = definePhase({
  id: 'world-events-expire',
  system: 'world',
  run: (tx, ctx) => expireWorldEvents(tx, { turn: ctx.turn }).then(() => undefined),
});

/** Draws this turn's crisis and random events with ctx.random and applies their effects. */
export const drawWorldEventsPhase = definePhase({
  id: 'world-events-draw',
  system: 'world',
  async run(tx, ctx) {
    const drafts = drawWorldEvents(ctx.random, await loadEventCandidates(tx));
    await startWorldEvents(tx, { drafts, turn: ctx.turn });
  },
});

export const worldEventPhases = [expireWorldEventsPhase, drawWorldEventsPhase] as const;
