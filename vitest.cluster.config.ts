import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The deployment tests (*.cluster.test.ts): each creates its own PostgreSQL 15 clusters (and PgBouncer)
// as the postgres user on its own ports. .ci/run runs them after `npm test` (npm run test:cluster).
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['{lib,app}/**/*.cluster.test.ts'],
    env: {
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      // The pooler test pins its launcher's limiter back to 1.
      RATE_LIMIT_MULTIPLIER: '1000',
      PLAYER_WINDOW_HOURS: '0',
    },
    // One at a time: each starts servers of its own.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 660_000,
  },
});
