// The read replica on real parts: a PostgreSQL 15 primary and a `pg_basebackup -R` streaming standby that
// this test creates on their own ports. Public v1 reads are served from the standby; one turn behind it
// still serves, two turns or past the lag bound it does not; a stopped standby sends reads to the primary
// and /api/health says so. Run by .ci/run (npm run test:cluster).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GET as getGame } from '@/app/api/public/v1/game/route';
import { createApiKey } from '@/lib/platform/auth/api-keys';
import { createDb, getReadDb, setDefaultDb, type DbHandle } from '@/lib/platform/db';
import { ReplicaRouter, setReplicaRouter } from '@/lib/platform/db/replica';
import { getHealth } from '@/lib/platform/health/get-health';
import { readWorldClock } from '@/lib/systems/core/game/current-turn';
import {
  createAppDatabase,
  createCluster,
  createStandby,
  postgresScratch,
  withClient,
  type Cluster,
} from '@/lib/testing/pg-cluster';
import { migrateDatabase, seedDatabase } from '@/scripts/lib/prepare-database';

let scratch: ReturnType<typeof postgresScratch>;
let primary: Cluster;
let standby: Cluster;
let primaryDb: DbHandle;
let replicaDb: DbHandle;
let apiKey: string;

beforeAll(async () => {
  scratch = postgresScratch('statecraft-replica-');
  primary = await createCluster(scratch.dir);
  const url = await createAppDatabase(primary, 'statecraft', 'statecraft-replica-test', 'statecraft');
  await migrateDatabase(url);
  await seedDatabase(url, {
    seed: 'replica',
    scale: 0.05,
    startingYear: 2000,
    turnDurationMs: 60_000,
    demo: true,
  });
  // The standby is a copy of the seeded primary; from here on it streams the primary's WAL.
  standby = await createStandby(primary, scratch.dir);
  primaryDb = createDb(url, { max: 4 });
  replicaDb = createDb(standby.urlFor('statecraft', 'statecraft-replica-test', 'statecraft'), {
    max: 4,
    connectTimeoutMs: 2_000,
  });
  setDefaultDb(primaryDb);
  const [alice] = (
    await primaryDb.db.execute<{ id: string }>(sql`select id from users where username = 'alice'`)
  ).rows;
  apiKey = (await createApiKey(primaryDb.db, alice!.id, { scope: 'public', name: 'replica' })).token;
}, 240_000);

afterAll(async () => {
  setReplicaRouter(null);
  try {
    await replicaDb?.close();
    await primaryDb?.close();
    standby?.stop('immediate');
    primary?.stop('immediate');
  } finally {
    scratch?.dispose();
  }
});

async function readGame() {
  const request = new Request('http://localhost/api/public/v1/game', { headers: { 'x-api-key': apiKey } });
  const response = await getGame(request, { params: Promise.resolve({}) });
  const body = (await response.json()) as { currentTurn: number; turnDurationMs: number };
  return { status: response.status, body, turn: Number(response.headers.get('x-world-turn')) };
}

const onStandby = (query: string) => withClient(standby.adminUrl, (client) => client.query(query));

async function primaryTurn(): Promise<number> {
  return (await primaryDb.db.execute<{ turn: number }>(sql`select current_turn as turn from game_state`))
    .rows[0]!.turn;
}

test('public reads come from the replica while it is at most one turn behind, and from the primary once it is two', async () => {
  const router = new ReplicaRouter(primaryDb.db, replicaDb.db, 60);
  setReplicaRouter(router);
  await expect.poll(async () => (await router.currentStatus()).serving, { timeout: 20_000 }).toBe(true);
  expect(await getReadDb()).toBe(replicaDb.db);
  const turn = await primaryTurn();

  // Replay paused, the primary one turn on: the replica still serves, and says which turn it read.
  await onStandby('select pg_wal_replay_pause()');
  await primaryDb.db.execute(sql`update game_state set current_turn = current_turn + 1`);
  await expect
    .poll(async () => (await router.currentStatus()).primaryTurn, { timeout: 20_000 })
    .toBe(turn + 1);
  expect(await router.currentStatus()).toMatchObject({ serving: true, replicaTurn: turn });
  const stale = await readGame();
  expect(stale.status).toBe(200);
  expect(stale.body.currentTurn).toBe(turn);
  expect(stale.turn).toBe(turn);

  // Two turns on: reads go to the primary, and the answer names the primary's turn.
  await primaryDb.db.execute(sql`update game_state set current_turn = current_turn + 1`);
  await expect
    .poll(async () => (await router.currentStatus()).reason, { timeout: 20_000 })
    .toBe('turns_behind');
  const fresh = await readGame();
  expect(fresh.body.currentTurn).toBe(turn + 2);
  expect(fresh.turn).toBe(turn + 2);
  expect(await getReadDb()).toBe(primaryDb.db);

  await onStandby('select pg_wal_replay_resume()');
  await expect.poll(async () => (await router.currentStatus()).serving, { timeout: 20_000 }).toBe(true);
  expect((await readGame()).turn).toBe(turn + 2);
}, 120_000);

test('a replica whose replay is paused past the lag bound falls back to the primary', async () => {
  const router = new ReplicaRouter(primaryDb.db, replicaDb.db, 1);
  setReplicaRouter(router);
  await expect.poll(async () => (await router.currentStatus()).serving, { timeout: 20_000 }).toBe(true);
  const before = (await readGame()).body.turnDurationMs;

  // Same turn, but the replica stops replaying a write: once it is more than a second old, the primary serves.
  await onStandby('select pg_wal_replay_pause()');
  await primaryDb.db.execute(sql`update game_state set turn_duration_ms = ${before + 1000}`);
  await expect.poll(async () => (await router.currentStatus()).reason, { timeout: 20_000 }).toBe('lagging');
  expect((await readGame()).body.turnDurationMs).toBe(before + 1000);
  await onStandby('select pg_wal_replay_resume()');
  await expect.poll(async () => (await router.currentStatus()).serving, { timeout: 20_000 }).toBe(true);
}, 120_000);

test('a stopped replica: reads go to the primary and /api/health says so', async () => {
  const router = new ReplicaRouter(primaryDb.db, replicaDb.db, 60);
  setReplicaRouter(router);
  await expect.poll(async () => (await router.currentStatus()).serving, { timeout: 20_000 }).toBe(true);
  const healthy = await getHealth(primaryDb.db, readWorldClock);
  expect(healthy.replica).toMatchObject({ serving: true, reachable: true });

  standby.stop('fast');
  // A read in flight when the replica goes is answered by the primary too (v1Route retries it there).
  const answer = await readGame();
  expect(answer.status).toBe(200);
  expect(answer.body.currentTurn).toBe(await primaryTurn());
  await expect
    .poll(async () => (await getHealth(primaryDb.db, readWorldClock)).replica?.reason, { timeout: 20_000 })
    .toBe('unreachable');
  const health = await getHealth(primaryDb.db, readWorldClock);
  expect(health.database.reachable).toBe(true);
  expect(health.replica).toMatchObject({ serving: false, reachable: false });
  expect(await getReadDb()).toBe(primaryDb.db);
  expect((await readGame()).status).toBe(200);
}, 120_000);
