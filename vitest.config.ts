import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { integrationFiles } from './lib/testing/engine-split.js';

// TEST_ENGINE_SPLIT (CI only; lib/testing/engine-split.ts): `server` leaves out the suites CI runs on the
// embedded server, `embedded` runs just those and the version-sensitive ones.
const split = integrationFiles(process.env.TEST_ENGINE_SPLIT);

const shared = {
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
};

export default defineConfig({
  ...shared,
  test: {
    env: {
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      // Tests share accounts freely; the dedicated limiter tests set this back to 1 in their own file.
      RATE_LIMIT_MULTIPLIER: '1000',
      // Windows close on their turn count alone, so a test's runTurn closes them (lib/platform/player-window.ts).
      PLAYER_WINDOW_HOURS: '0',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['{lib,app,components,workers,scripts,clients,examples}/**/*.test.ts'],
          // *.cluster.test.ts make servers of their own (vitest.cluster.config.ts).
          exclude: ['**/*.int.test.ts', '**/*.cluster.test.ts', 'node_modules/**'],
          // Files share their worker's modules instead of re-importing the catalog, zod schemas and React for
          // each of ~100 files: 128 s of CPU became 43 s (2026-11-28). A test that changes module state (the
          // env cache, say) resets it (vi.resetModules, vi.unstubAllEnvs), as env.test.ts does.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: split.include ?? ['{lib,app,workers,scripts,examples}/**/*.int.test.ts'],
          exclude: [...split.exclude, 'node_modules/**'],
          // One PostgreSQL server per run, with template databases each file clones.
          globalSetup: ['lib/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // As for unit files: the app's modules are imported once per worker, not once per file (14 files'
          // CPU in vitest 88 s -> 47 s, 2026-11-28). Each file's database is its own (suite-database.ts).
          isolate: false,
        },
      },
    ],
  },
});
