import type { Db } from '@/lib/platform/db';
import { createRandom } from '@/lib/platform/random';
import { SEEDED_WORLD_EVENTS } from './constants';
import { forceWorldEvents } from './draw-world-events';
import { loadEventCandidates, startWorldEvents } from './start-world-events';

/**
 * A new world opens with a few events under way, started through the same verb as the turn's draw, with
 * their metric and character effects but without news or history (the log and the feed begin with the
 * first turn) and without economy shocks (the reference economy already includes them).
 */
export async function seedWorldEvents(tx: Db, options: { seed: string; turn: number }): Promise<void> {
  const random = createRandom(`${options.seed}:world-events`);
  const drafts = forceWorldEvents(random, await loadEventCandidates(tx), SEEDED_WORLD_EVENTS);
  await startWorldEvents(tx, { drafts, turn: options.turn, opening: true });
}
