import type { SeedOptions } from '@/lib/systems/core/world-plan/seed-context';
import { seedWorld } from '@/lib/systems/game/seeding/seed-world';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TEST_WORLD } from './test-world';

export { TEST_WORLD };

/** A fresh database for one test file, seeded with TEST_WORLD (plus any overrides). */
export async function createSeededTestDatabase(overrides: Partial<SeedOptions> = {}): Promise<TestDatabase> {
  if (Object.keys(overrides).length === 0) return createTestDatabase({ from: 'seeded' });
  const database = await createTestDatabase();
  await seedWorld(database.db, { ...TEST_WORLD, ...overrides });
  return database;
}
