import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileEnv } from '@/lib/testing/file-env';
import { GET as getGame } from '@/app/api/public/v1/game/route';
import { setGameStatus } from '@/lib/systems/core/admin/set-game-status';
import { createApiKey, revokeApiKey } from '@/lib/platform/auth/api-keys';
import { RATE_LIMIT_BUCKETS } from '@/lib/platform/rate-limit';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { users } from '@/models';

// These tests are about the real quota: pin it even if the test environment raises it elsewhere.
fileEnv({ RATE_LIMIT_MULTIPLIER: '1' });

const QUOTA = RATE_LIMIT_BUCKETS['public-read'].points;
const GAME = '/api/public/v1/game';

const database = seededSuiteDatabase();

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** One GET /game: through the route handler in this process, or over HTTP to a web process. */
type Caller = (apiKey: string) => Promise<Answer>;

const inProcess: Caller = async (apiKey) => {
  const request = new Request(`http://localhost${GAME}`, { headers: { 'x-api-key': apiKey } });
  const response = await getGame(request, { params: Promise.resolve({}) });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    headers: response.headers,
  };
};

function overHttp(baseUrl: string): Caller {
  return async (apiKey) => {
    const response = await fetch(`${baseUrl}${GAME}`, { headers: { 'x-api-key': apiKey } });
    return {
      status: response.status,
      body: (await response.json()) as Answer['body'],
      headers: response.headers,
    };
  };
}

/** A second web process on the same database (lib/testing/route-host.ts), serving the real route file. */
async function startWebProcess(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'lib/testing/route-host.ts', `${GAME}=app/api/public/v1/game/route.ts`],
    {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MULTIPLIER: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`web process exited (${code}): ${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

async function userId(username: string): Promise<string> {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user!.id;
}

async function publicKeys(username: string, count: number): Promise<{ id: string; token: string }[]> {
  const owner = await userId(username);
  const keys = [];
  for (let i = 0; i < count; i++)
    keys.push(await createApiKey(database.db, owner, { scope: 'public', name: `k${i}` }));
  return keys;
}

/** 100 requests at once, spread over the callers and over 3 keys of one account. */
async function burst(username: string, callers: Caller[]): Promise<Answer[]> {
  const keys = await publicKeys(username, 3);
  return Promise.all(
    Array.from({ length: 100 }, (_, i) => callers[i % callers.length]!(keys[i % keys.length]!.token)),
  );
}

function expectExactQuota(answers: Answer[]): void {
  const ok = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 429);
  expect(ok).toHaveLength(QUOTA);
  expect(refused).toHaveLength(100 - QUOTA);
  // Every admitted request spent its own point: the remaining counts are QUOTA-1 … 0, each once.
  const remaining = ok.map((a) => Number(a.headers.get('X-RateLimit-Remaining'))).sort((a, b) => a - b);
  expect(remaining).toEqual(Array.from({ length: QUOTA }, (_, i) => i));
  for (const answer of refused) {
    expect(answer.body).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(answer.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    // The body says when to retry too, for clients that do not read headers.
    const retryAfter = Number(answer.headers.get('Retry-After'));
    expect(answer.body).toMatchObject({
      retryAfter,
      error: `Rate limit exceeded. Retry in ${retryAfter} s.`,
    });
    expect(answer.headers.get('X-RateLimit-Remaining')).toBe('0');
  }
}

/** A key that works on every caller, then is revoked from this process: the very next request fails. */
async function expectRevokeIsImmediate(username: string, callers: Caller[]): Promise<void> {
  const [key] = await publicKeys(username, 1);
  for (const call of callers) expect((await call(key!.token)).status).toBe(200);
  await revokeApiKey(database.db, await userId(username), key!.id);
  for (const call of callers) {
    const answer = await call(key!.token);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ ok: false, code: 'UNAUTHORIZED' });
  }
}

/** The turn engine and an admin change are seen by the very next read on every caller. */
async function expectGameReadsFresh(callers: Caller[]): Promise<void> {
  const [key] = await publicKeys('admin', 1);
  const before = await Promise.all(callers.map((call) => call(key!.token)));
  const turn = before[0]!.body.currentTurn as number;
  for (const answer of before) expect(answer.body).toMatchObject({ currentTurn: turn, status: 'active' });
  await runTurn(database.db, { trigger: 'cli', when: 'now' });
  for (const call of callers) expect((await call(key!.token)).body).toMatchObject({ currentTurn: turn + 1 });
  await setGameStatus(database.db, { status: 'paused' });
  for (const call of callers) {
    expect((await call(key!.token)).body).toMatchObject({ status: 'paused', nextTurnAt: null });
  }
  await setGameStatus(database.db, { status: 'active' });
}

describe('v1 read path, one web process', () => {
  it('admits exactly the quota of 100 parallel requests across 3 keys of one account', async () => {
    const query = vi.spyOn(database.pool, 'query');
    try {
      expectExactQuota(await burst('bob', [inProcess]));
      // Requests that arrive together share an admission statement.
      expect(query.mock.calls.length).toBeLessThan(100);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a revoked key on the very next request', async () => {
    await expectRevokeIsImmediate('alice', [inProcess]);
  });

  it('serves the new turn and a pause on the very next read', async () => {
    await expectGameReadsFresh([inProcess]);
  });

  it('answers a warm /game read with one SQL statement', async () => {
    const [key] = await publicKeys('admin', 1);
    await inProcess(key!.token);
    const query = vi.spyOn(database.pool, 'query');
    try {
      const answer = await inProcess(key!.token);
      expect(answer.status).toBe(200);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});

describe('v1 read path, two web processes on one database', () => {
  let processes: { child: ChildProcess; baseUrl: string }[] = [];
  let callers: Caller[] = [];

  beforeAll(async () => {
    processes = await Promise.all([startWebProcess(), startWebProcess()]);
    callers = processes.map(({ baseUrl }) => overHttp(baseUrl));
  });
  afterAll(async () => {
    await Promise.all(
      processes.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      }),
    );
  });

  it('admits exactly the quota of 100 parallel requests across 3 keys, half to each process', async () => {
    expectExactQuota(await burst('carol', callers));
  });

  it('refuses a key revoked by a third process on the very next request to either', async () => {
    await expectRevokeIsImmediate('alice', callers);
  });

  it('serves the new turn and a pause on the very next read in both processes', async () => {
    await expectGameReadsFresh(callers);
  });
});
