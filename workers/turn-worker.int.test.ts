import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { characters, gameState, turns, users, workerHeartbeats } from '@/models';
import { owesPartyDuesOn, PARTY_DUES } from '@/lib/systems/politics/parties/constants';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { bundleWorker } from '@/scripts/lib/worker-bundle';

const database = seededSuiteDatabase({ seed: 'worker', scale: 0.2 });

// The worker as production runs it, the build's bundle (scripts/lib/worker-bundle.ts), made here from the
// current sources; inside node_modules, where its packages resolve.
const bundleDir = path.join('node_modules', '.cache', 'statecraft', `test-worker-${process.pid}`);
const bundle = path.join(bundleDir, 'turn-worker.mjs');
beforeAll(() => bundleWorker(process.cwd(), path.resolve(bundle)));
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

// Each worker boots the whole engine: on CI it runs niced beside the browser suite, where a start
// has taken most of a minute. The tests assert what happened, not how fast, so they wait long.
const WORKER_TEST_TIMEOUT_MS = 240_000;
const WAIT_TIMEOUT_MS = 180_000;

// A test that fails mid-way must not leave its worker running a turn under the next test's snapshot.
const running = new Set<ChildProcess>();
afterEach(async () => {
  await Promise.all([...running].map((child) => killNow(child)));
  running.clear();
});

function startWorker(args: string[], logLevel = 'info'): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [bundle, ...args], {
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: logLevel, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** SIGKILL, then wait for the exit unless the process already ended on its own. */
async function killNow(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function runOnce(): Promise<void> {
  const { child, output } = startWorker(['--once']);
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`worker --once exited ${code}: ${output()}`);
}

async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = WAIT_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function snapshot() {
  const [state] = await database.db.select().from(gameState);
  const [alice] = await database.db
    .select({
      funds: characters.campaignFundsCents,
      seq: characters.seq,
      donor: characters.donorBaseLevel,
      pi: characters.politicalInfluence,
    })
    .from(characters)
    .innerJoin(users, eq(users.id, characters.userId))
    .where(eq(users.username, 'alice'));
  const turnRows = await database.db.select({ turn: turns.turn }).from(turns);
  return {
    turn: state!.currentTurn,
    funds: alice!.funds,
    // What the next turn does to Alice's funds: her quarterly party dues (fundraising is an action).
    income: owesPartyDuesOn(state!.currentTurn, alice!.seq) ? -PARTY_DUES * 100 : 0,
    turnRows: turnRows.length,
  };
}

describe('turn worker process', { timeout: WORKER_TEST_TIMEOUT_MS }, () => {
  it('--once runs exactly one turn and exits', async () => {
    const before = await snapshot();
    await runOnce();
    const after = await snapshot();
    expect(after.turn).toBe(before.turn + 1);
    expect(after.funds).toBe(before.funds + before.income);
  });

  it('killed mid-turn, leaves either no trace or the whole turn; the next run completes exactly one more', async () => {
    const before = await snapshot();
    const { child, output } = startWorker(['--once'], 'debug');
    await waitFor(
      'the worker to reach call-referendums',
      () => output().includes('"phase":"call-referendums"') || child.exitCode !== null,
    );
    await killNow(child);

    const afterKill = await snapshot();
    const completed = afterKill.turn - before.turn;
    expect([0, 1]).toContain(completed);
    expect(afterKill.funds).toBe(before.funds + completed * before.income);
    expect(afterKill.turnRows).toBe(before.turnRows + completed);

    await runOnce();
    const final = await snapshot();
    expect(final.turn).toBe(afterKill.turn + 1);
    expect(final.funds).toBe(afterKill.funds + afterKill.income);
    expect(final.turnRows).toBe(afterKill.turnRows + 1);
  });

  it('killed while blocked after every phase wrote, rolls back the whole turn', async () => {
    const before = await snapshot();
    // Hold a lock the worker needs only at the very end (its insert into turns), so it stops mid-turn.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table turns in exclusive mode');
    const { child } = startWorker(['--once']);
    await waitFor('the worker to wait on the turns lock', async () => {
      const waiting = await database.db.execute(sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "turns"%'`);
      return (waiting.rows[0] as { n: number }).n > 0;
    });
    await killNow(child);
    await blocker.query('rollback');
    await blocker.end();

    const afterKill = await snapshot();
    expect(afterKill).toEqual(before);
    await runOnce();
    const final = await snapshot();
    expect(final.turn).toBe(before.turn + 1);
    expect(final.funds).toBe(before.funds + before.income);
  });

  it('keeps a second worker on standby until the active one stops (advisory locks)', async () => {
    await database.db.delete(workerHeartbeats);
    const first = startWorker([]);
    await waitFor('an active heartbeat', async () =>
      (await database.db.select().from(workerHeartbeats)).some((h) => h.role === 'active'),
    );
    const second = startWorker([]);
    await waitFor(
      'two heartbeats',
      async () => (await database.db.select().from(workerHeartbeats)).length === 2,
    );
    const roles = (await database.db.select().from(workerHeartbeats)).map((h) => [h.pid, h.role]);
    expect(roles).toContainEqual([first.child.pid, 'active']);
    expect(roles).toContainEqual([second.child.pid, 'standby']);

    first.child.kill('SIGTERM');
    await once(first.child, 'exit');
    await waitFor('the standby to take over', async () =>
      (await database.db.select().from(workerHeartbeats)).some(
        (h) => h.pid === second.child.pid && h.role === 'active',
      ),
    );
    second.child.kill('SIGTERM');
    await once(second.child, 'exit');
  });
});
