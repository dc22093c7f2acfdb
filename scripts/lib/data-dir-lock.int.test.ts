import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockPathOf, readLockOwner } from './data-dir-lock';

let scratch: string;
let dataDir: string;

beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'statecraft-lock-'));
  dataDir = path.join(scratch, 'postgres');
});

afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Another process holding the lock, as a second `npm start` would see it. */
async function holdLockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const fixture = path.join(import.meta.dirname, 'test-fixtures', 'hold-data-dir-lock.ts');
  const holder = spawn(process.execPath, ['--import', 'tsx', fixture, dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    holder.once('exit', (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return holder;
}

async function stopHolder(holder: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => holder.once('exit', resolve));
  holder.stdin!.end();
  await exited;
}

describe('lockDataDir', () => {
  it('creates the directory and records its owner', async () => {
    const lock = await lockDataDir(dataDir);
    expect(readLockOwner(dataDir)?.pid).toBe(process.pid);
    await lock.release();
    expect(readLockOwner(dataDir)).toBeUndefined();
  });

  it('refuses a second acquisition while held and allows one after release', async () => {
    const first = await lockDataDir(dataDir);
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `Another Statecraft instance is already using ${dataDir} (pid ${process.pid})`,
    );
    await first.release();

    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('refuses while another process holds it, and succeeds once that process lets go', async () => {
    const holder = await holdLockInAnotherProcess(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(`(pid ${holder.pid})`);
    } finally {
      await stopHolder(holder);
    }
    const lock = await lockDataDir(dataDir);
    await lock.release();
  }, 30_000);

  it('takes over a stale lock left by a process that no longer exists', async () => {
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(lockPathOf(dataDir));
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPathOf(dataDir), longAgo, longAgo);
    const deadPid = 2 ** 22 + 1; // above Linux's pid_max, so nothing can be running under it
    writeFileSync(
      `${dataDir}.owner`,
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), startedAt: longAgo }),
    );

    const lock = await lockDataDir(dataDir);
    expect(readLockOwner(dataDir)?.pid).toBe(process.pid);
    await lock.release();
  });
});
