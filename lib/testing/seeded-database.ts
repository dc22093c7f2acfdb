import { seedWorld, type SeedOptions } from '../world/seed-world';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The world most integration tests start from: demo accounts, 10 NPCs per state, 5-minute turns. */
export const TEST_WORLD: SeedOptions = {
  seed: 'test',
  scale: 1,
  startingYear: 2025,
  turnDurationMs: 300_000,
  demo: true,
};

/** A fresh database for one test file, seeded with TEST_WORLD (plus any overrides). */
export async function createSeededTestDatabase(overrides: Partial<SeedOptions> = {}): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedWorld(database.db, { ...TEST_WORLD, ...overrides });
  return database;
}
