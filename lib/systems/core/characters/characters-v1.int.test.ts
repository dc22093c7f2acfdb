import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { characters } from '@/models';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';

const database = seededSuiteDatabase();
let apiKey: string;

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
});

async function characterNamed(name: string) {
  const [row] = await database.db.select().from(characters).where(eq(characters.name, name));
  return row!;
}

describe('GET /api/public/v1/character/[id]', () => {
  it('finds the same character by sequential id and by ObjectId, in any case', async () => {
    const alice = await characterNamed('Alice Adams');
    const bySeq = (await callV1('characterById', { apiKey, params: { id: String(alice.seq) } })).body;
    const byId = (await callV1('characterById', { apiKey, params: { id: alice.id.toUpperCase() } })).body;
    expect(bySeq.found).toBe(true);
    expect(byId).toEqual(bySeq);
    expect(bySeq.character).toMatchObject({
      id: alice.id,
      sequentialId: alice.seq,
      state: 'California',
      stateCode: 'CA',
      campaignFunds: alice.campaignFundsCents / 100,
      cashOnHand: alice.cashOnHandCents / 100,
      isNpc: false,
      isCeo: true,
      currencyCode: 'USD',
    });
  });

  it('counts shares at market in netWorth', async () => {
    const alice = await characterNamed('Alice Adams');
    const held = await database.db.execute<{ value: string }>(sql`
      select sum((h.shares + h.super_shares) * k.share_price_cents)::text as value
      from corporation_shareholders h join corporations k on k.id = h.corporation_id
      where h.holder_kind = 'character' and h.holder_id = ${alice.id} and k.currency_code = 'USD'`);
    const holdings = Number(held.rows[0]!.value);
    expect(holdings).toBeGreaterThan(0);
    const body = (await callV1('characterById', { apiKey, params: { id: String(alice.seq) } })).body;
    expect(body.character.netWorth).toBe((alice.campaignFundsCents + alice.cashOnHandCents + holdings) / 100);
  });

  it('counts foreign-currency balances in netWorth at the current rate', async () => {
    const alice = await characterNamed('Alice Adams');
    const read = async () =>
      (await callV1('characterById', { apiKey, params: { id: String(alice.seq) } })).body.character.netWorth;
    const before = await read();
    await database.db.execute(sql`
      insert into character_currency_balances (character_id, currency_code, balance_cents)
      values (${alice.id}, 'GBP', 1000000)`);
    const rates = await database.db.execute<{ usd: number; gbp: number }>(sql`
      select (select rate from currencies where code = 'USD') as usd, (select rate from currencies where code = 'GBP') as gbp`);
    const { usd, gbp } = rates.rows[0]!;
    try {
      expect(await read()).toBeCloseTo(before + Math.round((1_000_000 * usd) / gbp) / 100, 2);
    } finally {
      await database.db.execute(
        sql`delete from character_currency_balances where character_id = ${alice.id}`,
      );
    }
  });

  it.each([
    ['unknown sequential id', '999999'],
    ['unknown ObjectId', 'ffffffffffffffffffffffff'],
    ['id of neither form', 'not-an-id'],
    ['sequential id beyond int range', '99999999999'],
  ])('%s is found:false', async (_case, id) => {
    const { status, body } = await callV1('characterById', { apiKey, params: { id } });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, found: false, character: null });
  });

  it('builds profile URLs from the sequential id and the request origin', async () => {
    const { body } = await callV1('characterById', {
      apiKey,
      params: { id: '7' },
      origin: 'https://play.example',
    });
    // Relative, as the original's: clients prepend their own host.
    expect(body.character.profileUrl).toBe('/characters/7');
  });
});

describe('GET /api/public/v1/character and /characterSearch', () => {
  it('searches names case-insensitively on any part, best match first', async () => {
    for (const name of ['ALICE', 'adams', 'ce Ad']) {
      const { body } = await callV1('character', { apiKey, query: { name } });
      expect(
        body.characters.map((c: { name: string }) => c.name),
        name,
      ).toContain('Alice Adams');
      for (const c of body.characters as { name: string }[])
        expect(c.name.toLowerCase()).toContain(name.toLowerCase());
    }
    const exact = (await callV1('characterSearch', { apiKey, query: { name: 'alice adams' } })).body;
    expect(exact.character).toMatchObject({ name: 'Alice Adams' });
    expect(exact.character._id).toBe(exact.character.id);
  });

  it('treats LIKE wildcards in a name literally', async () => {
    for (const name of ['%', '_', 'Alice%Adams']) {
      const { body } = await callV1('character', { apiKey, query: { name } });
      expect(body, name).toEqual({ ok: true, found: false, characters: [], character: null });
    }
  });

  it('caps results and honours limit', async () => {
    const many = (await callV1('character', { apiKey, query: { name: 'a' } })).body;
    expect(many.characters).toHaveLength(25);
    const few = (await callV1('character', { apiKey, query: { name: 'a', limit: '3' } })).body;
    expect(few.characters).toHaveLength(3);
  });

  it('finds a character by chat id', async () => {
    const bob = await characterNamed('Bob Baker');
    await database.db.update(characters).set({ chatId: 'discord-4242' }).where(eq(characters.id, bob.id));
    const { body } = await callV1('character', { apiKey, query: { chatId: 'discord-4242' } });
    expect(body.characters.map((c: { id: string }) => c.id)).toEqual([bob.id]);
  });

  it.each([
    ['character', 'without name or chatId', {}],
    ['characterSearch', 'without name or chatId', {}],
    ['character', 'with a non-numeric limit', { name: 'a', limit: 'lots' }],
    ['character', 'with a limit above the cap', { name: 'a', limit: '26' }],
    // Was a 500: PostgreSQL refuses 0x00 in text.
    ['character', 'with a NUL in the name', { name: '🙂\u0000' }],
    ['characterSearch', 'with a NUL in the name', { name: 'a\u0000' }],
    ['character', 'with a NUL in the chat id', { chatId: 'x\u0000' }],
    ['characterSearch', 'with a NUL in the chat id', { chatId: 'x\u0000' }],
  ] as const)('/%s %s is 400 BAD_REQUEST', async (id, _case, query) => {
    const { status, body } = await callV1(id, { apiKey, query });
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: expect.stringMatching(/^Invalid query/), code: 'BAD_REQUEST' });
  });

  it('answers a name nobody has with found:false', async () => {
    const { status, body } = await callV1('character', { apiKey, query: { name: 'Zyxwvut' } });
    expect(status).toBe(200);
    expect(body.found).toBe(false);
  });
});

describe('GET /api/public/v1/characters/bulk', () => {
  it('returns characters in request order, skipping unknown, invalid and repeated ids', async () => {
    const { body } = await callV1('charactersBulk', {
      apiKey,
      query: { ids: '5, abc,999999,2,5,-1,,3.5,0' },
    });
    expect(body).toMatchObject({ found: true, requested: 8, returned: 2 });
    expect(body.characters.map((c: { sequentialId: number }) => c.sequentialId)).toEqual([5, 2]);
  });

  it('accepts exactly 100 ids and refuses 101 or none', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect((await callV1('charactersBulk', { apiKey, query: { ids: ids(100) } })).body).toMatchObject({
      requested: 100,
      returned: 100,
    });
    expect((await callV1('charactersBulk', { apiKey, query: { ids: ids(101) } })).status).toBe(400);
    expect((await callV1('charactersBulk', { apiKey })).status).toBe(400);
  });

  it('answers only unknown ids with found:false', async () => {
    const { body } = await callV1('charactersBulk', { apiKey, query: { ids: '999998,999999' } });
    expect(body).toMatchObject({ ok: true, found: false, returned: 0, characters: [] });
  });
});
