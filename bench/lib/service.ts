import { rmSync } from 'node:fs';
import path from 'node:path';
import { startProcess, type ManagedProcess } from '../../scripts/lib/processes';
import { waitForHttp } from '../../scripts/lib/wait-for-http';
import { createScratchDir } from '@/lib/platform/db/scratch-dir';
import { freePort } from '@/lib/platform/process/free-port';

export interface RunningService {
  baseUrl: string;
  mode: 'embedded' | 'server';
  /** Throws if the service has stopped (crashed, or killed from outside) since it became ready. */
  assertRunning(): void;
  stop(): Promise<void>;
}

/** Starts Statecraft through the real launcher on a free port, with a fresh embedded world unless DATABASE_URL is set. */
export async function startService(
  root: string,
  rateLimitMultiplier: number,
  options: { webProcesses?: number; worldScale?: number } = {},
): Promise<RunningService> {
  const port = await freePort();
  const scratch = createScratchDir('statecraft-bench-');
  const launcher: ManagedProcess = startProcess({
    name: 'service',
    command: process.execPath,
    args: ['--import', 'tsx', path.join('scripts', 'start.ts')],
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'postgres'),
      RATE_LIMIT_MULTIPLIER: String(rateLimitMultiplier),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The bench logs in as alice, so the world it seeds needs the demo accounts (server mode included).
      DEMO: '1',
      // Enables the baseline route, /api/bench/static.
      BENCH: '1',
      ...(options.webProcesses ? { WEB_CONCURRENCY: String(options.webProcesses) } : {}),
      ...(options.worldScale ? { WORLD_SCALE: String(options.worldScale) } : {}),
    },
  });
  const stop = async () => {
    await launcher.stop(30_000);
    rmSync(scratch, { recursive: true, force: true });
  };

  const launcherDied = new AbortController();
  void launcher.exited.then(() =>
    launcherDied.abort(new Error('the launcher exited before the service was ready')),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/api/health`, { timeoutMs: 10 * 60_000, signal: launcherDied.signal });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    mode: process.env.DATABASE_URL ? 'server' : 'embedded',
    assertRunning() {
      if (launcher.hasExited) throw new Error('The service stopped during the bench; see its output above.');
    },
    stop,
  };
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Logs in as the demo player alice and creates a public API key for the measured endpoint. */
export async function createAliceKey(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'alice', password: 'statecraft-alice' }),
  });
  await expectOk(login, 'Logging in as alice (is this a world seeded with DEMO=1?)');
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  const created = await fetch(`${baseUrl}/api/settings/api-keys`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ scope: 'public', name: `bench-${Date.now().toString(36)}` }),
  });
  await expectOk(created, 'Creating an API key');
  const { key } = (await created.json()) as { key: { token: string } };
  return key.token;
}
