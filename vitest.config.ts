import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['{lib,app,components,workers,scripts,clients,examples}/**/*.test.ts'],
          // *.checks.test.ts are the 200-turn checks, run on the shared world run by world-engine.int.test.ts.
          exclude: ['**/*.int.test.ts', '**/*.checks.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['{lib,app,workers,scripts,examples}/**/*.int.test.ts'],
          // One PostgreSQL server per run, with template databases each file clones.
          globalSetup: ['lib/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
