import { eq } from 'drizzle-orm';
import { createDb, runMigrations } from '@/lib/platform/db';
import type { Env } from '@/lib/platform/env';
import { DEFAULT_STARTING_YEAR, DEFAULT_TURN_DURATION_MS } from '@/lib/systems/core/game/constants';
import type { SeedOptions } from '@/lib/systems/core/world-plan/seed-context';
import type { SeedResult } from '@/lib/systems/game/seeding/seed-world';
import { GAME_STATE_ID, gameState } from '@/models/game-state';

/** The world a fresh database gets, from SEED, WORLD_SCALE and TURN_DURATION_MS. */
export function seedOptionsFromEnv(environment: Env, demo: boolean): SeedOptions {
  return {
    seed: environment.SEED,
    scale: environment.WORLD_SCALE,
    startingYear: DEFAULT_STARTING_YEAR,
    turnDurationMs: environment.TURN_DURATION_MS ?? DEFAULT_TURN_DURATION_MS,
    demo,
  };
}

export async function migrateDatabase(url: string): Promise<void> {
  const handle = createDb(url, { max: 1 });
  try {
    await runMigrations(handle.db);
  } finally {
    await handle.close();
  }
}

/** Seeds a new world; an existing world is left untouched ({created:false}). */
export async function seedDatabase(url: string, options: SeedOptions): Promise<SeedResult> {
  const handle = createDb(url, { max: 1 });
  try {
    // A warm start looks first: planning a world and hashing the demo passwords, and even loading the
    // seeding code (every system), cost seconds that a world already there does not need.
    const [existing] = await handle.db
      .select({ id: gameState.id })
      .from(gameState)
      .where(eq(gameState.id, GAME_STATE_ID));
    if (existing) return { created: false };
    const { seedWorld } = await import('@/lib/systems/game/seeding/seed-world');
    return await seedWorld(handle.db, options);
  } finally {
    await handle.close();
  }
}

export function describeSeed(result: SeedResult, options: SeedOptions): string {
  if (!result.created) return 'World already exists; left as it is.';
  const demo = result.demoAccounts > 0 ? `, ${result.demoAccounts} demo accounts` : ', no demo accounts';
  return `Seeded a new world from seed "${options.seed}": ${result.characters} characters${demo}.`;
}
