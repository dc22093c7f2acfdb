// The launcher's crash behaviour, with launchers of our own (the suite's shared server is not touched).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb } from '@/lib/platform/db';
import { ledgerProblems } from '@/lib/testing/ledger';
import { REPO_ROOT } from '@/lib/testing/route-files';
import { WORKER_BUNDLE } from '@/scripts/lib/worker-bundle';
import {
  commandOf,
  createLauncherScratch,
  descendantsOf,
  startOwnLauncher,
  waitForExit,
} from '../support/launcher';

// Each test starts one or two launchers of its own (migrate and seed a world each time). The first is
// also docs/scaling.md's deployment on one host: two web processes and two workers on one database.
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

/** One request on a connection of its own, so the cluster primary deals it to either web process. */
function send(
  baseUrl: string,
  method: string,
  path: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; body: string; setCookie?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          origin: baseUrl,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            body: text,
            setCookie: response.headers['set-cookie']?.[0],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

test('two web processes and two workers on one database: turns exactly once, the ledger reconciles, and a kill -9 of the launcher leaves nothing behind', async () => {
  const scratch = createLauncherScratch();
  let standby: ChildProcess | undefined;
  try {
    const launcher = await startOwnLauncher(scratch.dataDir, { WEB_CONCURRENCY: '2' });
    // A second worker, as a standby host would run it: it waits on the advisory lock.
    standby = spawn(process.execPath, [WORKER_BUNDLE], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: launcher.databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const database = createDb(launcher.databaseUrl, { max: 2 });
    try {
      const [start] = (
        await database.db.execute<{ current_turn: number }>(sql`
          update game_state set status = 'active', transfers_paused = false, turn_duration_ms = 2000,
            next_turn_at = now() returning current_turn`)
      ).rows;
      const characterOf = async (username: string) =>
        (
          await database.db.execute<{ id: string }>(
            sql`select c.id from characters c join users u on u.id = c.user_id where u.username = ${username}`,
          )
        ).rows[0]!.id;
      const [aliceCharacter, bobCharacter] = [await characterOf('alice'), await characterOf('bob')];
      const login = async (username: string) => {
        const answer = await send(launcher.baseUrl, 'POST', '/api/auth/login', {
          body: { email: username, password: `statecraft-${username}` },
        });
        expect(answer.status, answer.body).toBe(200);
        return answer.setCookie!.split(';')[0]!;
      };
      const [alice, bob, admin] = [await login('alice'), await login('bob'), await login('admin')];

      // Reads and transfers on both web processes while admins force turns through both and the clock
      // worker runs its own: every forced turn waits for the same lock as the worker's.
      let transfers = 0;
      for (let round = 0; round < 6; round++) {
        const answers = await Promise.all([
          send(launcher.baseUrl, 'POST', '/api/transfers', {
            cookie: alice,
            body: { targetCharacterId: bobCharacter, amount: 1000 },
          }),
          send(launcher.baseUrl, 'POST', '/api/transfers', {
            cookie: bob,
            body: { targetCharacterId: aliceCharacter, amount: 1000 },
          }),
          send(launcher.baseUrl, 'GET', '/api/client-status', { cookie: alice }),
          send(launcher.baseUrl, 'GET', '/api/client-status', { cookie: bob }),
          send(launcher.baseUrl, 'POST', '/api/admin/turn/advance', { cookie: admin }),
        ]);
        for (const answer of answers) expect(answer.status, answer.body).toBe(200);
        transfers += 2;
      }
      // The clock worker's turn too (a tick every 5 s, a turn due every 2 s).
      await expect
        .poll(
          async () =>
            (
              await database.db.execute<{ n: number }>(
                sql`select count(*)::int as n from turns where trigger = 'clock' and turn >= ${start!.current_turn}`,
              )
            ).rows[0]!.n,
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      await database.db.execute(sql`update game_state set status = 'paused'`);

      const [clock] = (
        await database.db.execute<{ current_turn: number }>(sql`select current_turn from game_state`)
      ).rows;
      const recorded = await database.db.execute<{ turn: number; trigger: string }>(
        sql`select turn, trigger from turns where turn >= ${start!.current_turn} order by turn`,
      );
      // Exactly once: one row per turn the clock moved, none missing, none twice.
      expect(recorded.rows.map((row) => row.turn)).toEqual(
        Array.from({ length: clock!.current_turn - start!.current_turn }, (_, i) => start!.current_turn + i),
      );
      expect(recorded.rows.filter((row) => row.trigger === 'admin')).toHaveLength(6);
      // Each transfer is two ledger rows, one per side.
      const transferRows = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_entries where reason = 'funds_transfer'`,
      );
      expect(transferRows.rows[0]!.n).toBe(2 * transfers);
      expect(await ledgerProblems(database.db)).toEqual([]);

      // Both web processes held connections: each pool names its process.
      const children = descendantsOf(launcher.child.pid!);
      const webPids = children.filter(
        (pid) => /next/.test(commandOf(pid)) && !/turn-worker/.test(commandOf(pid)),
      );
      const holders = (
        await database.db.execute<{ name: string }>(
          sql`select distinct application_name as name from pg_stat_activity where application_name like 'statecraft:%'`,
        )
      ).rows.map((row) => Number(row.name.split(':')[1]));
      expect(webPids.filter((pid) => holders.includes(pid)).length).toBe(2);
      expect(holders).toContain(standby.pid);
    } finally {
      await database.close();
    }

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
    standby?.kill('SIGKILL');
    scratch.dispose();
  }
});

// One launcher's data directory serves both checks of this test: the crash recovery, and (as root, where the
// server runs as the postgres user) a DATA_DIR under a private (0700) directory, which the launcher makes
// enterable but still not listable, so the suite starts one launcher fewer.
test('after a kill -9 of the whole process group, the next start recovers every committed row; as root, from a DATA_DIR under a private (0700) directory', async () => {
  const scratch = createLauncherScratch();
  const asRoot = process.getuid?.() === 0;
  const home = path.join(path.dirname(scratch.dataDir), 'home');
  if (asRoot) {
    mkdirSync(home, { mode: 0o700 });
    chmodSync(home, 0o700);
  }
  const dataDir = asRoot ? path.join(home, 'statecraft', 'postgres') : scratch.dataDir;
  try {
    const first = await startOwnLauncher(dataDir);
    const healthAnswer = await fetch(`${first.baseUrl}/api/health`);
    expect(healthAnswer.status).toBe(200);
    const health = (await healthAnswer.json()) as { currentTurn: number };
    if (asRoot) {
      expect(
        await withClient(first.databaseUrl, async (client) => (await client.query('select 1 as one')).rows),
      ).toEqual([{ one: 1 }]);
      // Enterable, still not listable, by others.
      expect(statSync(home).mode & 0o777).toBe(0o701);
    }
    const committed = await withClient(first.databaseUrl, async (client) => {
      await client.query('create table crash_probe (n int primary key)');
      await client.query('insert into crash_probe select generate_series(1, 5000)');
      return Number((await client.query('select count(*) from characters')).rows[0].count);
    });
    const tree = [first.child.pid!, ...descendantsOf(first.child.pid!)];
    // No shutdown at all: the launcher, web, worker and postgres die at the same instant.
    process.kill(-first.child.pid!, 'SIGKILL');
    expect(await waitForExit(tree, 20_000)).toEqual([]);

    const second = await startOwnLauncher(dataDir);
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
