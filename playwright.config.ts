import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { createScratchDir } from './lib/platform/db/scratch-dir';
import { E2E_RATE_LIMIT_MULTIPLIER } from './e2e/support/limits';

// E2E_PORT lets two checkouts run their e2e suites side by side.
const PORT = Number(process.env.E2E_PORT || 3100);

// Playwright loads this file in the runner and again in each worker; the first load picks a fresh data
// directory and the workers inherit it through the environment, so every run starts from a new world.
if (!process.env.STATECRAFT_E2E_DATA_DIR) {
  const scratch = createScratchDir('statecraft-e2e-');
  process.env.STATECRAFT_E2E_DATA_DIR = path.join(scratch, 'postgres');
  // On exit, after Playwright has stopped the web server (globalTeardown would run while it still runs).
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
}
// Never download a browser: the ui project drives Debian's Chromium.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const BROWSER = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
};
// The new player's loop reads her desk's "Since last turn", which moves on with every turn: it runs alone,
// before the other turn-advancing specs, so no other spec advances a turn between her result and her desk.
const SOLO_TURN_SPECS = ['ui/election-flow.spec.ts'];
const TURN_ADVANCING_SPECS = [
  ...SOLO_TURN_SPECS,
  'ui/legislation-vote.spec.ts',
  'ui/executive.spec.ts',
  'ui/campaign-flow.spec.ts',
  'ui/president-desk.spec.ts',
  'ui/decision-flow.spec.ts',
  'ui/confidence-question.spec.ts',
  'ui/foreign-minister-ballot.spec.ts',
  'ui/audit-after-turns.spec.ts',
];
// The live stream spec advances turns too; it runs last so the others' turn numbers stay as they expect.
const LIVE_SPECS = ['api/live-events.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: a timeout only ends a hung test, and on a loaded 2-core machine a multi-step flow through
  // the browser has taken over a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // localhost rather than 127.0.0.1: browsers and Playwright's cookie jar treat it as a secure context,
    // so the production session cookie (Secure) is stored and sent over plain http.
    baseURL: `http://localhost:${PORT}`,
    // A trace is recorded only for a retry (CI retries once): recording one for every test, to keep the
    // failures', costs every test its snapshots. Locally, `--trace on` records them.
    trace: 'on-first-retry',
  },
  projects: [
    // Logs in every demo account once; specs reuse the sessions (e2e/support/sessions.ts).
    { name: 'sessions', testMatch: 'sessions.setup.ts' },
    { name: 'api', testMatch: 'api/**/*.spec.ts', testIgnore: LIVE_SPECS },
    {
      name: 'ui',
      testMatch: 'ui/**/*.spec.ts',
      testIgnore: TURN_ADVANCING_SPECS,
      dependencies: ['sessions'],
      use: BROWSER,
    },
    // Specs that advance turns run once the others are done: a turn (party dues, say) would otherwise move
    // the balances another spec is asserting on in the same world.
    { name: 'ui-solo-turns', testMatch: SOLO_TURN_SPECS, dependencies: ['ui'], use: BROWSER },
    {
      name: 'ui-turns',
      testMatch: TURN_ADVANCING_SPECS,
      testIgnore: SOLO_TURN_SPECS,
      dependencies: ['ui-solo-turns'],
      // One at a time: a spec that sets up a world event or a decision for the next turn loses it when
      // another spec advances that turn first.
      workers: 1,
      use: BROWSER,
    },
    { name: 'live', testMatch: LIVE_SPECS, dependencies: ['ui-turns'], use: BROWSER },
  ],
  webServer: {
    // The real launcher: build if needed, embedded database, migrations, seed, web and worker.
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.STATECRAFT_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // A choice closes with its turns, so the admin's "advance now" closes it.
      PLAYER_WINDOW_HOURS: '0',
      // A clock turn moves the shared world under whatever spec runs (at the default five minutes, a slow day's
      // run opened races under one that had just listed who could be appointed): the clock waits nine and a
      // half minutes, past a whole run on a normal day, and the countdown keeps its one-digit minutes, which
      // the status bar's single line at 390 px allows for.
      TURN_DURATION_MS: String(9.5 * 60_000),
      RATE_LIMIT_MULTIPLIER: String(E2E_RATE_LIMIT_MULTIPLIER),
    },
    // A cold `next build` on two cores takes a few minutes.
    timeout: 6 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
