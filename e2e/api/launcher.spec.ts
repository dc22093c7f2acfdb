// The launcher's crash behaviour, with launchers of our own (the suite's shared server is not touched).
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  commandOf,
  createLauncherScratch,
  descendantsOf,
  startOwnLauncher,
  waitForExit,
} from '../support/launcher';

// Each test starts one or two launchers of its own (migrate and seed a world each time).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

test('a kill -9 of the launcher alone leaves no web, worker or database process behind', async () => {
  const scratch = createLauncherScratch();
  try {
    const launcher = await startOwnLauncher(scratch.dataDir);
    const children = descendantsOf(launcher.child.pid!);
    const commands = children.map(commandOf).join('\n');
    // The tree we expect to vanish: web (next-server), worker, the database host and postgres itself.
    expect(commands).toMatch(/next/);
    expect(commands).toMatch(/turn-worker/);
    expect(commands).toMatch(/embedded-host/);
    expect(commands).toMatch(/bin\/postgres/);

    process.kill(launcher.child.pid!, 'SIGKILL');
    const survivors = await waitForExit(children, 20_000);
    expect(survivors.map(commandOf)).toEqual([]);
  } finally {
    scratch.dispose();
  }
});

test('after a kill -9 of the whole process group, the next start recovers every committed row', async () => {
  const scratch = createLauncherScratch();
  try {
    const first = await startOwnLauncher(scratch.dataDir);
    const health = (await (await fetch(`${first.baseUrl}/api/health`)).json()) as { currentTurn: number };
    const committed = await withClient(first.databaseUrl, async (client) => {
      await client.query('create table crash_probe (n int primary key)');
      await client.query('insert into crash_probe select generate_series(1, 5000)');
      return Number((await client.query('select count(*) from characters')).rows[0].count);
    });
    const tree = [first.child.pid!, ...descendantsOf(first.child.pid!)];
    // No shutdown at all: the launcher, web, worker and postgres die at the same instant.
    process.kill(-first.child.pid!, 'SIGKILL');
    expect(await waitForExit(tree, 20_000)).toEqual([]);

    const second = await startOwnLauncher(scratch.dataDir);
    try {
      expect(second.output()).toMatch(/World already exists/);
      await withClient(second.databaseUrl, async (client) => {
        expect(Number((await client.query('select count(*) from crash_probe')).rows[0].count)).toBe(5000);
        expect(Number((await client.query('select count(*) from characters')).rows[0].count)).toBe(committed);
      });
      const after = (await (await fetch(`${second.baseUrl}/api/health`)).json()) as { currentTurn: number };
      expect(after.currentTurn).toBeGreaterThanOrEqual(health.currentTurn);
    } finally {
      const tree2 = [second.child.pid!, ...descendantsOf(second.child.pid!)];
      process.kill(second.child.pid!, 'SIGTERM');
      expect(await waitForExit(tree2, 30_000)).toEqual([]);
    }
  } finally {
    scratch.dispose();
  }
});

test('as root, a DATA_DIR under a private (0700) directory starts and serves', async () => {
  test.skip(process.getuid?.() !== 0, 'only root runs the server as the postgres user');
  const scratch = createLauncherScratch();
  const home = path.join(path.dirname(scratch.dataDir), 'home');
  mkdirSync(home, { mode: 0o700 });
  chmodSync(home, 0o700);
  try {
    const launcher = await startOwnLauncher(path.join(home, 'statecraft', 'postgres'));
    try {
      const health = await fetch(`${launcher.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(
        await withClient(
          launcher.databaseUrl,
          async (client) => (await client.query('select 1 as one')).rows,
        ),
      ).toEqual([{ one: 1 }]);
      // Enterable, still not listable, by others.
      expect(statSync(home).mode & 0o777).toBe(0o701);
    } finally {
      const tree = [launcher.child.pid!, ...descendantsOf(launcher.child.pid!)];
      process.kill(launcher.child.pid!, 'SIGTERM');
      expect(await waitForExit(tree, 30_000)).toEqual([]);
    }
  } finally {
    scratch.dispose();
  }
});
