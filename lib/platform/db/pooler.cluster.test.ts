// The real launcher (two web processes and a worker) with a standby worker, all through PgBouncer in
// transaction mode (deploy/pgbouncer/pgbouncer.ini) in front of a PostgreSQL 15 cluster this test creates;
// LISTEN and the worker's lock over DATABASE_DIRECT_URL. Run by .ci/run (npm run test:cluster).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApiKey } from '@/lib/platform/auth/api-keys';
import { createDb, type DbHandle } from '@/lib/platform/db';
import { freePort } from '@/lib/platform/process/free-port';
import { ledgerProblems } from '@/lib/testing/ledger';
import {
  createAppDatabase,
  createCluster,
  postgresScratch,
  startPgBouncer,
  type Bouncer,
  type Cluster,
} from '@/lib/testing/pg-cluster';
import { allWebProcessesListening, waitForHttp, waitForPrinted } from '@/scripts/lib/wait-for-http';
import { WORKER_BUNDLE } from '@/scripts/lib/worker-bundle';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const PASSWORD = 'statecraft-pooler-test';

let scratch: ReturnType<typeof postgresScratch>;
let cluster: Cluster;
let bouncer: Bouncer;
let launcher: ChildProcess;
let standby: ChildProcess | undefined;
let launcherOutput = '';
let baseUrl: string;
let direct: DbHandle;
let pooledUrl: string;
let directUrl: string;

beforeAll(async () => {
  scratch = postgresScratch('statecraft-pooler-');
  cluster = await createCluster(scratch.dir);
  directUrl = await createAppDatabase(cluster, 'statecraft', PASSWORD, 'statecraft');
  bouncer = await startPgBouncer({
    committedIni: path.join(ROOT, 'deploy', 'pgbouncer', 'pgbouncer.ini'),
    dir: scratch.dir,
    cluster,
    database: 'statecraft',
    user: 'statecraft',
  });
  pooledUrl = `postgres://statecraft:${PASSWORD}@127.0.0.1:${bouncer.port}/statecraft`;
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // `node --import tsx` rather than `npx tsx`: the pid we hold is the launcher itself, in its own group.
  launcher = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: pooledUrl,
      DATABASE_DIRECT_URL: directUrl,
      DATA_DIR: path.join(scratch.dir, 'data'),
      WEB_CONCURRENCY: '2',
      WORLD_SCALE: '0.1',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // The limiter at its real size: the test checks it holds through the pooler.
      RATE_LIMIT_MULTIPLIER: '1',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher.stdout!.on('data', (chunk: Buffer) => (launcherOutput += chunk.toString()));
  launcher.stderr!.on('data', (chunk: Buffer) => (launcherOutput += chunk.toString()));
  const exited = new AbortController();
  launcher.once('exit', () => exited.abort(new Error(`the launcher exited early:\n${launcherOutput}`)));
  await waitForHttp(`${baseUrl}/api/health`, { timeoutMs: 600_000, signal: exited.signal });
  // The first web process up answers the health check; the streams below need both to take connections
  // (a loaded machine has started the second many seconds later).
  await waitForPrinted(
    launcher.stdout!,
    () => launcherOutput,
    allWebProcessesListening(2),
    AbortSignal.any([exited.signal, AbortSignal.timeout(600_000)]),
  );
  direct = createDb(directUrl, { max: 2 });
}, 660_000);

afterAll(async () => {
  try {
    standby?.kill('SIGKILL');
    if (launcher?.pid && launcher.exitCode === null) {
      const gone = new Promise((resolve) => launcher.once('exit', resolve));
      process.kill(-launcher.pid, 'SIGTERM');
      await gone;
    }
    await direct?.close();
  } finally {
    bouncer?.stop();
    try {
      cluster?.stop('immediate');
    } finally {
      scratch?.dispose();
    }
  }
});

/** One request on a connection of its own, so the cluster primary deals it to either web process. */
function send(
  method: string,
  route: string,
  { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string; setCookie?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${route}`,
      {
        method,
        agent: false,
        headers: {
          origin: baseUrl,
          ...headers,
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

/** A guest's live stream on a connection of its own; collects the turns of its `turn` frames. */
function openStream(): Promise<{ turns: () => number[]; close(): void }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const request = http.get(
      `${baseUrl}/api/events`,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        resolve({
          turns: () =>
            [...text.matchAll(/event: turn\ndata: (.*)\n/g)].map(
              (match) => (JSON.parse(match[1]!) as { turn: number }).turn,
            ),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return (await direct.db.execute<{ n: number }>(query)).rows[0]!.n;
}

test('through PgBouncer: turns advance exactly once, transfers reconcile, live frames reach streams on both web processes, and rate limits hold', async () => {
  // A standby worker on another "host": pooled queries, its lock over the direct connection.
  // The build's worker, which the launcher has just made or found current.
  standby = spawn(process.execPath, [WORKER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: directUrl, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });

  // Four streams on fresh connections: the cluster deals them round-robin, two to each web process.
  const streams = await Promise.all([openStream(), openStream(), openStream(), openStream()]);
  // Each process's hub LISTENs on the direct server (a LISTEN through the pooler would hear nothing).
  await expect
    .poll(
      () =>
        count(
          sql`select count(*)::int as n from pg_stat_activity where application_name = 'listen:live_events'`,
        ),
      // A loaded machine takes seconds to open a connection; the poll's 1 s default is too short.
      { timeout: 20_000 },
    )
    .toBe(2);

  const characterOf = async (username: string) =>
    (
      await direct.db.execute<{ id: string; user_id: string }>(
        sql`select c.id, c.user_id from characters c join users u on u.id = c.user_id where u.username = ${username}`,
      )
    ).rows[0]!;
  const [alice, bob, carol] = [
    await characterOf('alice'),
    await characterOf('bob'),
    await characterOf('carol'),
  ];
  const login = async (username: string) => {
    const answer = await send('POST', '/api/auth/login', {
      body: { email: username, password: `statecraft-${username}` },
    });
    expect(answer.status, answer.body).toBe(200);
    return answer.setCookie!.split(';')[0]!;
  };
  const [aliceCookie, bobCookie, adminCookie] = [
    await login('alice'),
    await login('bob'),
    await login('admin'),
  ];

  const [start] = (
    await direct.db.execute<{ current_turn: number }>(sql`
      update game_state set status = 'active', transfers_paused = false, turn_duration_ms = 2000,
        next_turn_at = now() returning current_turn`)
  ).rows;
  // Transfers and reads on both processes while admins force turns through both and the clock worker
  // runs its own: every turn waits on the same transaction-scoped lock, which the pooler carries.
  let transfers = 0;
  for (let round = 0; round < 4; round++) {
    const answers = await Promise.all([
      send('POST', '/api/transfers', {
        cookie: aliceCookie,
        body: { targetCharacterId: bob.id, amount: 1000 },
      }),
      send('POST', '/api/transfers', {
        cookie: bobCookie,
        body: { targetCharacterId: alice.id, amount: 1000 },
      }),
      send('GET', '/api/client-status', { cookie: aliceCookie }),
      send('POST', '/api/admin/turn/advance', { cookie: adminCookie }),
    ]);
    for (const answer of answers) expect(answer.status, answer.body).toBe(200);
    transfers += 2;
  }
  await expect
    .poll(
      () =>
        count(
          sql`select count(*)::int as n from turns where trigger = 'clock' and turn >= ${start!.current_turn}`,
        ),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await direct.db.execute(sql`update game_state set status = 'paused'`);

  const [clock] = (
    await direct.db.execute<{ current_turn: number }>(sql`select current_turn from game_state`)
  ).rows;
  const recorded = await direct.db.execute<{ turn: number; trigger: string }>(
    sql`select turn, trigger from turns where turn >= ${start!.current_turn} order by turn`,
  );
  // Exactly once: one row per turn the clock moved, none missing, none twice.
  const applied = Array.from(
    { length: clock!.current_turn - start!.current_turn },
    (_, i) => start!.current_turn + i,
  );
  expect(recorded.rows.map((row) => row.turn)).toEqual(applied);
  expect(recorded.rows.filter((row) => row.trigger === 'admin')).toHaveLength(4);
  // One worker held the lock at a time: exactly one active heartbeat per worker id ever.
  expect(
    await count(sql`select count(distinct worker_id)::int as n from worker_heartbeats where role = 'active'`),
  ).toBe(1);
  expect(
    await count(sql`select count(*)::int as n from ledger_entries where reason = 'funds_transfer'`),
  ).toBe(2 * transfers);
  expect(await ledgerProblems(direct.db)).toEqual([]);

  // Every stream, on either process, got the frame of every turn applied (the turn frame names the new turn).
  const expectedTurns = applied.map((turn) => turn + 1);
  await expect
    .poll(() => streams.map((stream) => expectedTurns.every((turn) => stream.turns().includes(turn))), {
      timeout: 15_000,
    })
    .toEqual([true, true, true, true]);
  for (const stream of streams) stream.close();

  // The limiter's counter is one row spent in the admission statement through the pooler: of 70 reads
  // spread over both processes, exactly the bucket's 60 pass.
  const key = await createApiKey(direct.db, carol.user_id, { scope: 'public', name: 'pooler' });
  const reads = await Promise.all(
    Array.from({ length: 70 }, () =>
      send('GET', '/api/public/v1/game', { headers: { 'x-api-key': key.token } }),
    ),
  );
  const statuses = reads.map((read) => read.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(60);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
}, 240_000);
