import type { Db } from '@/lib/platform/db';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { reconcilingPhases } from './reconciling-phases';
import { createSeededTestDatabase } from './seeded-database';
import type { TestDatabase } from './test-database';

type Hook = (db: Db) => Promise<void>;
type TurnHook = (db: Db, turnsRun: number) => Promise<void>;

/**
 * One long run of the default world that every system's engine checks share: each system registers
 * what it reads before the run and during it, then asserts on the same 200 turns. One run instead of
 * one per system keeps `npm test` within CI's budget, and checks the systems as they really interact.
 */
export interface WorldRun {
  readonly turns: number;
  /** The run's database; use only inside hooks and tests. */
  db(): Db;
  /** Reads the opening state; runs after seeding, before the first turn. */
  beforeRun(hook: Hook): void;
  /** Runs after every turn with the number of turns run so far. */
  afterTurn(hook: TurnHook): void;
}

export const WORLD_RUN_START = new Date('2030-01-01T00:00:00Z');
/** Each turn's clock advances this much (the default turn length). */
export const WORLD_RUN_TURN_MS = 300_000;

export function createWorldRun(turns: number): WorldRun & {
  /** Seeds, then runs every turn with the ledger reconciled after every phase. */
  run(): Promise<void>;
  close(): Promise<void>;
} {
  const beforeHooks: Hook[] = [];
  const turnHooks: TurnHook[] = [];
  let database: TestDatabase | undefined;
  return {
    turns,
    db() {
      if (!database) throw new Error('the world run has not started');
      return database.db;
    },
    beforeRun: (hook) => void beforeHooks.push(hook),
    afterTurn: (hook) => void turnHooks.push(hook),
    async run() {
      database = await createSeededTestDatabase();
      const db = database.db;
      for (const hook of beforeHooks) await hook(db);
      const phases = reconcilingPhases(turnPhases);
      for (let turn = 1; turn <= turns; turn += 1) {
        const now = new Date(WORLD_RUN_START.getTime() + turn * WORLD_RUN_TURN_MS);
        await runTurn(db, { trigger: 'cli', when: 'now', now, phases });
        for (const hook of turnHooks) await hook(db, turn);
      }
    },
    async close() {
      await database?.close();
    },
  };
}
