import type { Db } from '@/lib/platform/db';
import { runTurn } from './run-turn';
import { vacuumAfterTurn } from './vacuum-after-turn';

/** The admin button: runs one turn immediately, even while the clock is paused. */
export async function advanceTurnNow(db: Db) {
  const result = await runTurn(db, { trigger: 'admin', when: 'now' });
  if (!result.ran) throw new Error('a forced turn always runs');
  await vacuumAfterTurn(db);
  return { turn: result.currentTurn, completedTurn: result.completedTurn, durationMs: result.durationMs };
}
