// `npm start`: builds if needed, prepares the database (embedded PostgreSQL unless DATABASE_URL is set),
// then runs web and worker until Ctrl-C. Modes: README.md
// ('Quick start', the environment table); processes: docs/scaling.md.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres } from '@/lib/platform/db/embedded';
import { env, isDemoMode, webConcurrency, type Env } from '@/lib/platform/env';
import { DEMO_ACCOUNTS } from '@/lib/systems/core/world-plan/constants';
import { resolveAuthSecret } from './lib/auth-secret';
import { buildIfNeeded, type BuildOutcome } from './lib/build-if-needed';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock';
import { LauncherError } from './lib/errors';
import { Lifecycle, StopRequested } from './lib/lifecycle';
import { describeSeed, migrateDatabase, seedDatabase, seedOptionsFromEnv } from './lib/prepare-database';
import { describeExit, type ManagedProcess } from './lib/processes';
import { REPO_ROOT } from './lib/repo-root';
import { complain, say, seconds } from './lib/say';
import { startWeb, startWorker } from './lib/services';
import { waitForHttp } from './lib/wait-for-http';

const READY_TIMEOUT_MS = 120_000;

/** Milliseconds since this process started: the clock for the "ready in" figure. */
function sinceStart(): number {
  return process.uptime() * 1000;
}

/** Opens (embedded) or names (server mode) the database, then migrates it and seeds a new world. */
async function prepareDatabase(
  life: Lifecycle,
  config: Env,
  demo: boolean,
): Promise<{ url: string; ms: number }> {
  const startedAt = Date.now();
  let url = config.DATABASE_URL;
  if (!url) {
    const server = await startEmbeddedPostgres({
      dataDir: path.resolve(config.DATA_DIR),
      port: config.EMBEDDED_PG_PORT,
    });
    life.onTeardown('stop the embedded database', () => server.stop());
    url = server.url;
  }
  life.checkpoint();
  // Migrations and the seed run over the session connection: DATABASE_URL may be a transaction-mode pooler.
  const sessionUrl = (config.DATABASE_URL && config.DATABASE_DIRECT_URL) || url;
  await migrateDatabase(sessionUrl);
  const seedOptions = seedOptionsFromEnv(config, demo);
  const seeded = await seedDatabase(sessionUrl, seedOptions);
  say(describeSeed(seeded, seedOptions));
  return { url, ms: Date.now() - startedAt };
}

/** Runs both startup branches to the end, even if one fails, so every cleanup is registered. */
async function buildAndPrepare(life: Lifecycle, config: Env, demo: boolean) {
  const [build, database] = await Promise.allSettled([
    buildIfNeeded({ root: REPO_ROOT }),
    prepareDatabase(life, config, demo),
  ]);
  life.checkpoint();
  if (build.status === 'rejected') throw build.reason;
  if (database.status === 'rejected') throw database.reason;
  return { build: build.value, database: database.value };
}

function buildSummary(build: BuildOutcome): string {
  return build.built ? `build ${seconds(build.durationMs)}` : 'build up to date';
}

/** Logs the first served request; the time is measured from launcher start. */
async function announceReadiness(port: number, summary: string, signal: AbortSignal): Promise<void> {
  try {
    const status = await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
      timeoutMs: READY_TIMEOUT_MS,
      signal,
    });
    const health = status === 200 ? '' : ` (health check answered ${status})`;
    say(`Statecraft ready at http://localhost:${port} in ${seconds(sinceStart())}${health} [${summary}]`);
  } catch (error) {
    if (!signal.aborted)
      complain(`Web did not answer yet: ${error instanceof Error ? error.message : error}`);
  }
}

/** Returns when a stop is requested; throws if a child dies on its own. */
async function supervise(life: Lifecycle, children: ManagedProcess[]): Promise<void> {
  const stopped = new Promise<void>((resolve) => life.stopSignal.addEventListener('abort', () => resolve()));
  const firstExit = Promise.race(children.map((child) => child.exited.then((exit) => ({ child, exit }))));
  const outcome = await Promise.race([stopped.then(() => undefined), firstExit]);
  if (!outcome) return;
  // A Ctrl-C or group-wide SIGTERM reaches the children too, and may land before our own handler runs.
  await sleep(300);
  if (life.stopping) return;
  throw new LauncherError(`${outcome.child.name} exited unexpectedly (${describeExit(outcome.exit)}).`);
}

function readConfig(): Env {
  try {
    return env();
  } catch (error) {
    throw new LauncherError(error instanceof Error ? error.message : String(error));
  }
}

function authSecretFor(config: Env, demo: boolean): string {
  try {
    return resolveAuthSecret({ configured: config.AUTH_SECRET, dataDir: config.DATA_DIR, demo });
  } catch (error) {
    throw new LauncherError(error instanceof Error ? error.message : String(error));
  }
}

async function launch(life: Lifecycle): Promise<void> {
  process.chdir(REPO_ROOT);
  const config = readConfig();
  // `npm start` is a production start: demo mode is decided as the production children would decide it.
  const demo = isDemoMode({ ...config, NODE_ENV: 'production' });
  const embedded = !config.DATABASE_URL;
  say(embedded ? `Embedded database in ${config.DATA_DIR}` : 'Server mode: using DATABASE_URL');

  if (embedded) {
    // Taken before anything else touches the directory or `.next`: a second instance leaves both alone.
    const lock = await lockDataDir(config.DATA_DIR, {
      onWaitingForStaleLock: () =>
        say(`A previous instance left a lock on ${config.DATA_DIR}; waiting for it to expire…`),
      onCompromised: (error) =>
        life.requestStop(
          new LauncherError(`Lost the lock on ${config.DATA_DIR} (${error.message}); stopping.`),
        ),
    });
    life.onTeardown('release the data directory lock', () => lock.release());
  }
  const authSecret = authSecretFor(config, demo);
  life.checkpoint();

  const { build, database } = await buildAndPrepare(life, config, demo);
  const webProcesses = webConcurrency(config);
  const services = {
    root: REPO_ROOT,
    port: config.PORT,
    webProcesses,
    databaseUrl: database.url,
    authSecret,
    demo,
  };
  say(
    `Web: ${webProcesses} process${webProcesses === 1 ? '' : 'es'} on port ${config.PORT} (WEB_CONCURRENCY)`,
  );
  const children = [startWeb(services), startWorker(services)];
  if (demo) say(`Demo accounts: ${demoAccountsLine()}`);

  const readiness = new AbortController();
  void announceReadiness(
    config.PORT,
    `${buildSummary(build)}, database ${seconds(database.ms)}`,
    readiness.signal,
  );
  try {
    await supervise(life, children);
  } finally {
    readiness.abort();
  }
}

/** Every demo login, the admin's included: the terminal is the one place the admin's password is shown. */
function demoAccountsLine(): string {
  return DEMO_ACCOUNTS.map(
    (account) => `${account.username} / ${account.password}${account.isAdmin ? ' (administrator)' : ''}`,
  ).join(', ');
}

function describeFailure(failure: unknown): string {
  if (failure instanceof LauncherError || failure instanceof DataDirInUseError) return failure.message;
  return failure instanceof Error ? (failure.stack ?? failure.message) : String(failure);
}

async function main(): Promise<number> {
  const life = new Lifecycle();
  life.installSignalHandlers();
  let failure: unknown;
  try {
    await launch(life);
  } catch (error) {
    failure = error;
  }
  const reason: unknown = life.stopping ? life.stopSignal.reason : undefined;
  // After a requested stop, whatever broke (a killed build, say) broke because we were stopping.
  if (reason instanceof StopRequested) failure = undefined;
  else if (reason instanceof LauncherError) failure = reason;
  if (failure) complain(describeFailure(failure));
  if (await life.teardown()) say(failure ? 'Stopped after an error.' : 'Stopped.');
  return failure ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    complain(String(error));
    process.exit(1);
  },
);
