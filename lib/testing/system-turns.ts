import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { lastPhases, phasesBySystem } from '@/lib/systems/game/turn/registry';
import type { TurnSystem } from '@/lib/systems/core/turn/types';
import { runTurn } from '@/lib/systems/game/turn/run-turn';

const START = new Date('2030-01-01T00:00:00Z');

/**
 * Runs `count` turns of only these systems' phases and the clock, so a test of one domain's endpoints
 * pays for that domain's phases alone (the world engine test runs every system together).
 */
export async function runSystemTurns(db: Db, systems: readonly TurnSystem[], count: number): Promise<void> {
  // The clock (core's advance-clock) is a last phase, in no system's list.
  const phases = [
    ...[...systems.filter((s) => s !== 'world'), 'world' as const].flatMap((s) => phasesBySystem[s]),
    ...lastPhases,
  ];
  for (let i = 0; i < count; i++) {
    const [{ turn }] = (await db.execute<{ turn: number }>(sql`select current_turn as turn from game_state`))
      .rows as [{ turn: number }];
    await runTurn(db, {
      trigger: 'cli',
      when: 'now',
      now: new Date(START.getTime() + turn * 300_000),
      phases,
    });
  }
}
