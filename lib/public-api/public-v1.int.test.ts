import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characters, gameState, users } from '@/models';
import { createApiKey, revokeApiKey } from '../auth/api-keys';
import { bucketLimit } from '../rate-limit';
import { createSeededTestDatabase } from '../testing/seeded-database';
import type { TestDatabase } from '../testing/test-database';
import { endpoints } from './catalog';
import type { AnyEndpoint } from './define-endpoint';
import { callEndpoint, type CallOptions } from './route-files';

let database: TestDatabase;
const userIds: Record<string, string> = {};
/** The key `call` uses by default: alice's, then admin's for the character tests. */
let defaultKey: string;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  for (const user of await database.db.select().from(users)) userIds[user.username] = user.id;
  defaultKey = await newKey('alice');
});
afterAll(() => database?.close());

async function newKey(username: string, scope: 'public' | 'private' = 'public'): Promise<string> {
  return (await createApiKey(database.db, userIds[username]!, { scope, name: `${username} test` })).token;
}

/** Calls with the default key unless told otherwise; returns status, headers and parsed body. */
async function call(endpoint: AnyEndpoint, options: CallOptions = {}) {
  const response = await callEndpoint(endpoint, { apiKey: defaultKey, ...options });
  // Bodies are walked freely below; their shapes are pinned by the contract test.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = (await response.json()) as Record<string, any>;
  return { status: response.status, headers: response.headers, body };
}

async function characterNamed(name: string) {
  const [row] = await database.db.select().from(characters).where(eq(characters.name, name));
  return row!;
}

describe('API key check', () => {
  it.each([
    ['missing', null],
    ['unknown', 'svc_pub_thisKeyWasNeverIssuedByTheServer0123456'],
    ['malformed', 'Bearer something'],
  ])('refuses a %s key with 401 in the v1 envelope', async (_kind, apiKey) => {
    const { status, body, headers } = await call(endpoints.game, { apiKey });
    expect(status).toBe(401);
    expect(body).toEqual({ ok: false, error: expect.any(String), code: 'UNAUTHORIZED' });
    expect(headers.get('X-Request-Id')).toBeTruthy();
  });

  it('refuses a revoked key with 401', async () => {
    const token = await newKey('bob');
    expect((await call(endpoints.game, { apiKey: token })).status).toBe(200);
    const [key] = await database.db
      .execute<{ id: string }>(
        sql`select id from api_keys where user_id = ${userIds.bob} and revoked_at is null`,
      )
      .then((r) => r.rows);
    await revokeApiKey(database.db, userIds.bob!, key!.id);
    const { status, body } = await call(endpoints.game, { apiKey: token });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
  });

  it('accepts a private key on public endpoints', async () => {
    const { status, body } = await call(endpoints.countries, { apiKey: await newKey('bob', 'private') });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
  });
});

describe('query validation', () => {
  it.each([
    ['/character without name or chatId', endpoints.character, {}],
    ['/characterSearch without name or chatId', endpoints.characterSearch, {}],
    ['/character with a non-numeric limit', endpoints.character, { name: 'a', limit: 'lots' }],
    ['/character with a limit above the cap', endpoints.character, { name: 'a', limit: '26' }],
    ['/party without country', endpoints.party, { id: 'us-dem' }],
    ['/party without id', endpoints.party, { country: 'US' }],
    ['/characters/bulk without ids', endpoints.charactersBulk, {}],
    [
      '/characters/bulk with 101 ids',
      endpoints.charactersBulk,
      { ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') },
    ],
  ])('%s is 400 BAD_REQUEST', async (_case, endpoint, query) => {
    const { status, body, headers } = await call(endpoint, { query });
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: expect.stringMatching(/^Invalid query/), code: 'BAD_REQUEST' });
    // The request was authenticated and counted before validation failed.
    expect(headers.get('X-RateLimit-Limit')).toBe(String(bucketLimit('public-read')));
  });

  it('accepts exactly 100 bulk ids', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    const { status, body } = await call(endpoints.charactersBulk, { query: { ids } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ requested: 100, returned: 100 });
  });
});

describe('rate limit', () => {
  it('sends X-RateLimit headers that count down', async () => {
    const first = await call(endpoints.game);
    const second = await call(endpoints.game);
    expect(first.headers.get('X-RateLimit-Limit')).toBe('60');
    const remaining = Number(first.headers.get('X-RateLimit-Remaining'));
    expect(Number(second.headers.get('X-RateLimit-Remaining'))).toBe(remaining - 1);
    expect(Number(first.headers.get('X-RateLimit-Reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 429 rate_limited with an integer Retry-After once the account quota is spent, across keys', async () => {
    const keys = [await newKey('carol'), await newKey('carol')];
    const limit = bucketLimit('public-read');
    for (let i = 0; i < limit; i++) {
      const { status } = await call(endpoints.game, { apiKey: keys[i % 2] });
      expect(status, `request ${i + 1}`).toBe(200);
    }
    const { status, body, headers } = await call(endpoints.game, { apiKey: keys[0] });
    expect(status).toBe(429);
    expect(body).toMatchObject({ ok: false, code: 'rate_limited', error: expect.any(String) });
    expect(headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(headers.get('X-RateLimit-Remaining')).toBe('0');
    // Another account is unaffected.
    expect((await call(endpoints.game)).status).toBe(200);
  });
});

describe('/game', () => {
  it('reports the clock, and no next turn while paused', async () => {
    const active = (await call(endpoints.game)).body;
    expect(active).toMatchObject({
      found: true,
      currentTurn: 1,
      status: 'active',
      isActive: true,
      gameDate: '2025-01-01',
    });
    expect(Date.parse(active.nextTurnAt) - Date.parse(active.lastTurnAt)).toBe(300_000);

    await database.db
      .update(gameState)
      .set({ status: 'paused', iterationType: 'season', iterationNumber: 3 });
    try {
      const paused = (await call(endpoints.game)).body;
      expect(paused).toMatchObject({
        status: 'paused',
        isActive: false,
        nextTurnAt: null,
        iteration: { type: 'season', number: 3 },
      });
    } finally {
      await database.db
        .update(gameState)
        .set({ status: 'active', iterationType: null, iterationNumber: null });
    }
  });
});

describe('lookups that miss are ok:true, found:false', () => {
  it.each([
    ['unknown country', endpoints.country, { params: { code: 'zz' } }],
    ['unknown party', endpoints.party, { query: { id: 'us-nope', country: 'US' } }],
    ['party of another country', endpoints.party, { query: { id: 'us-dem', country: 'UK' } }],
    ['parties of an unknown country', endpoints.parties, { query: { country: 'ZZ' } }],
    ['unknown sequential id', endpoints.characterById, { params: { id: '999999' } }],
    ['unknown ObjectId', endpoints.characterById, { params: { id: 'ffffffffffffffffffffffff' } }],
    ['id of neither form', endpoints.characterById, { params: { id: 'not-an-id' } }],
    ['sequential id beyond int range', endpoints.characterById, { params: { id: '99999999999' } }],
    ['name nobody has', endpoints.character, { query: { name: 'Zyxwvut' } }],
    ['bulk of unknown ids', endpoints.charactersBulk, { query: { ids: '999998,999999' } }],
  ])('%s', async (_case, endpoint, options) => {
    const { status, body } = await call(endpoint, options);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.found).toBe(false);
  });
});

describe('countries and parties', () => {
  it('matches country codes case-insensitively', async () => {
    const { body } = await call(endpoints.country, { params: { code: 'uK' } });
    expect(body).toMatchObject({
      found: true,
      countryId: 'UK',
      currentLeader: null,
      legislatureComposition: [],
    });
  });

  it('lists countries with their region counts', async () => {
    const { body } = await call(endpoints.countries);
    const us = body.countries.find((c: { id: string }) => c.id === 'US');
    expect(us).toMatchObject({ regionCount: 51, currencyCode: 'USD', economyPreview: { forexRate: 1 } });
  });

  it('orders parties by member count and lists every country without a filter', async () => {
    const us = (await call(endpoints.parties, { query: { country: 'us' } })).body.parties as {
      memberCount: number;
      countryId: string;
    }[];
    expect(us.length).toBeGreaterThan(1);
    expect(us.every((p) => p.countryId === 'US')).toBe(true);
    const counts = us.map((p) => p.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const total = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from characters where country_id = 'US'`,
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total.rows[0]!.n);

    const all = (await call(endpoints.parties)).body.parties as { countryId: string }[];
    expect(new Set(all.map((p) => p.countryId))).toEqual(new Set(['US', 'UK', 'DE', 'JP']));
  });

  it('gives a party its chair and top five members by influence', async () => {
    const { body } = await call(endpoints.party, { query: { id: 'US-DEM', country: 'us' } });
    const members = body.party.topMembers as { politicalInfluence: number }[];
    expect(members).toHaveLength(5);
    const influence = members.map((m) => m.politicalInfluence);
    expect(influence).toEqual([...influence].sort((a, b) => b - a));
    expect(body.party.chairName).toBe((body.party.topMembers[0] as { name: string }).name);
  });
});

describe('characters', () => {
  // A second account keeps this file's requests under one account's 60-per-minute quota.
  beforeAll(async () => {
    defaultKey = await newKey('admin');
  });

  it('finds the same character by sequential id and by ObjectId, in any case', async () => {
    const alice = await characterNamed('Alice Adams');
    const bySeq = (await call(endpoints.characterById, { params: { id: String(alice.seq) } })).body;
    const byId = (await call(endpoints.characterById, { params: { id: alice.id.toUpperCase() } })).body;
    expect(bySeq.found).toBe(true);
    expect(byId).toEqual(bySeq);
    expect(bySeq.character).toMatchObject({
      id: alice.id,
      sequentialId: alice.seq,
      state: 'California',
      stateCode: 'CA',
      campaignFunds: alice.campaignFundsCents / 100,
      cashOnHand: alice.cashOnHandCents / 100,
      netWorth: (alice.campaignFundsCents + alice.cashOnHandCents) / 100,
      isNpc: false,
      currencyCode: 'USD',
    });
  });

  it('searches names case-insensitively on any part, best match first', async () => {
    for (const name of ['ALICE', 'adams', 'ce Ad']) {
      const { body } = await call(endpoints.character, { query: { name } });
      expect(
        body.characters.map((c: { name: string }) => c.name),
        name,
      ).toContain('Alice Adams');
      for (const c of body.characters as { name: string }[])
        expect(c.name.toLowerCase()).toContain(name.toLowerCase());
    }
    const exact = (await call(endpoints.characterSearch, { query: { name: 'alice adams' } })).body;
    expect(exact.character).toMatchObject({ name: 'Alice Adams' });
    expect(exact.character._id).toBe(exact.character.id);
  });

  it('treats LIKE wildcards in a name literally', async () => {
    for (const name of ['%', '_', 'Alice%Adams']) {
      const { body } = await call(endpoints.character, { query: { name } });
      expect(body, name).toMatchObject({ found: false, characters: [], character: null });
    }
  });

  it('caps results and honours limit', async () => {
    const many = (await call(endpoints.character, { query: { name: 'a' } })).body;
    expect(many.characters).toHaveLength(25);
    const few = (await call(endpoints.character, { query: { name: 'a', limit: '3' } })).body;
    expect(few.characters).toHaveLength(3);
  });

  it('finds a character by chat id', async () => {
    const bob = await characterNamed('Bob Baker');
    await database.db.update(characters).set({ chatId: 'discord-4242' }).where(eq(characters.id, bob.id));
    const { body } = await call(endpoints.character, { query: { chatId: 'discord-4242' } });
    expect(body.characters.map((c: { id: string }) => c.id)).toEqual([bob.id]);
  });

  it('gives site-relative profile URLs from the sequential id, whatever the request origin', async () => {
    const { body } = await call(endpoints.characterById, {
      params: { id: '7' },
      origin: 'https://play.example',
    });
    // Relative, as the original's: clients prepend their own host.
    expect(body.character.profileUrl).toBe('/characters/7');
  });

  it('returns bulk characters in request order, skipping unknown, invalid and repeated ids', async () => {
    const { body } = await call(endpoints.charactersBulk, { query: { ids: '5, abc,999999,2,5,-1,,3.5,0' } });
    expect(body).toMatchObject({ found: true, requested: 8, returned: 2 });
    expect(body.characters.map((c: { sequentialId: number }) => c.sequentialId)).toEqual([5, 2]);
  });
});
