import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One launcher per data directory: a second `npm start` on it must refuse rather than start a second
 * server on the same cluster. Every launcher takes this lock before touching the directory.
 *
 * The lock is proper-lockfile's `<dir>.lock` (an atomic mkdir whose mtime is refreshed while held);
 * `<dir>.owner` records who holds it, for the error message and to tell a live owner from a crashed one.
 */

/** A crashed owner's lock counts as abandoned once its mtime is this old. */
const STALE_MS = 10_000;

export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner
      ? ` (pid ${owner.pid}${owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`})`
      : '';
    super(
      `Another Statecraft instance is already using ${dataDir}${who}. Stop it first or set DATA_DIR.\n` +
        `If you are sure nothing is running, remove ${lockPathOf(dataDir)} and try again.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export interface LockOptions {
  /** Called if someone else removed or rewrote our lock while we held it: stop using the directory. */
  onCompromised?: (error: Error) => void;
  /** Called when a crashed owner's lock must first go stale; the wait is at most STALE_MS. */
  onWaitingForStaleLock?: () => void;
}

export function lockPathOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function ownerPathOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.owner`;
}

export function readLockOwner(dataDir: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(ownerPathOf(dataDir), 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Owned by a process we can see running (or on another host, where we cannot tell). */
function ownerLooksAlive(owner: LockOwner | undefined): boolean {
  if (!owner) return false;
  return owner.hostname !== os.hostname() || isAlive(owner.pid);
}

function isLockHeld(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ELOCKED';
}

/** Creates the directory if needed and locks it; throws DataDirInUseError if another instance holds it. */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lockOptions = {
    stale: STALE_MS,
    lockfilePath: lockPathOf(dir),
    onCompromised:
      options.onCompromised ??
      ((error: Error) => {
        throw error;
      }),
  };

  // Checked before proper-lockfile runs: it would treat a live owner whose event loop was busy as stale.
  if (existsSync(lockPathOf(dir)) && ownerLooksAlive(readLockOwner(dir))) {
    throw new DataDirInUseError(dataDir, readLockOwner(dir));
  }

  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, lockOptions);
  } catch (error) {
    if (!isLockHeld(error)) throw error;
    const owner = readLockOwner(dir);
    if (ownerLooksAlive(owner)) throw new DataDirInUseError(dataDir, owner);
    options.onWaitingForStaleLock?.();
    try {
      const retries = {
        retries: Math.ceil(STALE_MS / 1000) + 5,
        factor: 1,
        minTimeout: 1000,
        maxTimeout: 1000,
      };
      release = await lockfile.lock(dir, { ...lockOptions, retries });
    } catch (retryError) {
      if (isLockHeld(retryError)) throw new DataDirInUseError(dataDir, readLockOwner(dir));
      throw retryError;
    }
  }

  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  writeFileSync(ownerPathOf(dir), `${JSON.stringify(owner)}\n`);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      rmSync(ownerPathOf(dir), { force: true });
      await release();
    },
  };
}
