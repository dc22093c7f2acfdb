import { afterAll, beforeAll } from 'vitest';
import type { SeedOptions } from '@/lib/systems/core/world-plan/seed-context';
import { createSeededTestDatabase } from './seeded-database';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { WorldTemplate } from './world-templates';

/**
 * The suite's own seeded database, in one line at the top of a test file (or of a describe):
 * `const database = seededSuiteDatabase();`. It registers the suite's first beforeAll, which clones the
 * seeded template (TEST_WORLD, plus any overrides) and makes it the route handlers' default, and an afterAll
 * that drops it after the suite's other afterAll hooks have run (vitest runs after-hooks in reverse).
 * The handle's fields read through to that database, so they are usable in hooks and tests, not while the
 * file is being collected.
 */
export function seededSuiteDatabase(overrides: Partial<SeedOptions> = {}): TestDatabase {
  return suiteDatabase(() => createSeededTestDatabase(overrides));
}

/**
 * The same, cloned from a world template (world-templates.ts): the seeded world after a setup several
 * suites share, such as turns of one system, built once per run instead of once per suite.
 */
export function worldSuiteDatabase(template: WorldTemplate): TestDatabase {
  // The suite that builds the template (or waits for another to) runs its turns in this hook.
  return suiteDatabase(() => createTestDatabase({ from: template }), WORLD_TEMPLATE_TIMEOUT_MS);
}

/** Generous: a template's turns on a loaded 2-core machine have taken minutes. */
const WORLD_TEMPLATE_TIMEOUT_MS = 600_000;

/** The same for an empty, migrated database. */
export function migratedSuiteDatabase(): TestDatabase {
  return suiteDatabase(() => createTestDatabase());
}

function suiteDatabase(create: () => Promise<TestDatabase>, timeoutMs?: number): TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await create();
  }, timeoutMs);
  afterAll(async () => {
    const database = current;
    current = undefined;
    await database?.close();
  });
  const get = (): TestDatabase => {
    if (!current) throw new Error('The suite database exists from its beforeAll to its afterAll.');
    return current;
  };
  return {
    get db() {
      return get().db;
    },
    get pool() {
      return get().pool;
    },
    get sessionUrl() {
      return get().sessionUrl;
    },
    get url() {
      return get().url;
    },
    get engine() {
      return get().engine;
    },
    // The afterAll above drops it; a test that closes it early leaves nothing for the afterAll to do.
    async close() {
      const database = current;
      current = undefined;
      await database?.close();
    },
  };
}
