import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createScratchDir } from '@/lib/platform/db/scratch-dir';
import { freePort } from '@/lib/platform/process/free-port';
import { allWebProcessesListening, waitForHttp, waitForPrinted } from '../../scripts/lib/wait-for-http';

/** A launcher (`npm start`) of our own, in its own process group, on its own data directory and ports. */
export interface OwnLauncher {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  /** Connection string of the embedded `statecraft` database. */
  databaseUrl: string;
  output(): string;
}

export function createLauncherScratch(): { dataDir: string; dispose(): void } {
  const scratch = createScratchDir('statecraft-launcher-');
  return {
    dataDir: path.join(scratch, 'postgres'),
    dispose: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

export async function startOwnLauncher(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<OwnLauncher> {
  const [port, databasePort] = [await freePort(), await freePort()];
  // `node --import tsx` rather than `npx tsx`: the pid we hold is the launcher itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'start.ts')], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(databasePort),
      LOG_LEVEL: 'warn',
      // These launchers prove the processes, crash recovery and the data directory, not the world: a tenth of
      // the default world's characters seeds, and turns, in a fraction of the time (the suite's shared
      // server seeds the whole world).
      WORLD_SCALE: '0.1',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new AbortController();
  child.once('exit', () => exited.abort(new Error(`the launcher exited early:\n${output}`)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, { timeoutMs: 120_000, signal: exited.signal });
  // The first web process up answers the health check; a spec of several needs them all taking connections.
  const webProcesses = Number(env.WEB_CONCURRENCY ?? 1);
  if (webProcesses > 1) {
    await waitForPrinted(
      child.stdout!,
      () => output,
      allWebProcessesListening(webProcesses),
      AbortSignal.any([exited.signal, AbortSignal.timeout(120_000)]),
    );
  }
  const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
  return {
    child,
    baseUrl,
    dataDir,
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/statecraft`,
    output: () => output,
  };
}

/** Every process descended from pid (children, grandchildren, …), from `ps`. */
export function descendantsOf(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until none of pids is alive; returns those still alive at the deadline. */
export async function waitForExit(pids: number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let alive = pids.filter(isAlive);
  while (alive.length > 0 && Date.now() < deadline) {
    await sleep(200);
    alive = alive.filter(isAlive);
  }
  return alive;
}

export function commandOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '(gone)';
  }
}
