import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { buyShares } from './buy-shares';

const database = seededSuiteDatabase();
let apiKey: string;

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

describe('GET /api/public/v1/corporations', () => {
  it('lists corporations by sequential id with share price, honouring limit and country', async () => {
    const { status, body } = await callV1('corporations', { apiKey, query: { limit: '3' } });
    expect(status).toBe(200);
    expect(body.corporations.map((c: { sequentialId: number }) => c.sequentialId)).toEqual([1, 2, 3]);
    const [first] = await rows<{ id: string; share_price_cents: number; type: string }>(sql`
      select id, share_price_cents, type from corporations where seq = 1`);
    expect(body.corporations[0]).toMatchObject({
      id: first!.id,
      sharePrice: first!.share_price_cents / 100,
      type: first!.type,
    });
    const all = (await callV1('corporations', { apiKey, query: { country: 'gb', limit: '500' } })).body;
    expect(all.corporations.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.corporations.map((c: { countryId: string }) => c.countryId))).toEqual(new Set(['UK']));
  });

  it.each([['0'], ['501'], ['ten']])('refuses limit=%s with a 400', async (limit) => {
    const { status, body } = await callV1('corporations', { apiKey, query: { limit } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});

describe('GET /api/public/v1/corporation', () => {
  it('finds one by name (any case) or sequential id with its cap table, sectors and rating', async () => {
    const [k] = await rows<{ name: string; seq: number; total_shares: number; float_shares: number }>(sql`
      select name, seq, total_shares, float_shares from corporations where seq = 2`);
    const byId = (await callV1('corporation', { apiKey, query: { id: String(k!.seq) } })).body;
    const byName = (await callV1('corporation', { apiKey, query: { name: k!.name.toUpperCase() } })).body;
    expect(byId.found).toBe(true);
    expect(byName).toEqual(byId);
    expect(byId.shareStructure.totalShares).toBe(k!.total_shares);
    const held = byId.shareStructure.shareholders.reduce(
      (sum: number, h: { shares: number; superShares: number }) => sum + h.shares + h.superShares,
      0,
    );
    expect(held + byId.shareStructure.floatShares).toBe(k!.total_shares);
    expect(byId.sectors.length).toBeGreaterThanOrEqual(1);
    // bonds[] lists exactly the corporation's own bonds (every third seeded corporation has one).
    const [bondCount] = await rows<{ n: number }>(sql`
      select count(*)::int as n from corporate_bonds b join corporations k on k.id = b.corporation_id
      where k.seq = 2`);
    expect(byId.bonds).toHaveLength(bondCount!.n);
    const withBonds = await rows<{ seq: number; n: number }>(sql`
      select k.seq, count(*)::int as n from corporate_bonds b join corporations k on k.id = b.corporation_id
      group by k.seq order by k.seq limit 1`);
    const bonded = (await callV1('corporation', { apiKey, query: { id: String(withBonds[0]!.seq) } })).body;
    expect(bonded.bonds).toHaveLength(withBonds[0]!.n);
    expect(bonded.bonds[0]).toMatchObject({ couponRate: expect.any(Number), defaulted: false });
    expect(byId.creditRating.score).toBeGreaterThan(0);
    expect(byId.typeLabel).toBeTypeOf('string');
    expect(byId.balanceSheet.marketCapitalization).toBeCloseTo(
      byId.shareStructure.sharePrice * k!.total_shares,
      2,
    );
  });

  it('answers a miss with found:false and refuses no selector with a 400', async () => {
    expect((await callV1('corporation', { apiKey, query: { name: 'No Such Corp' } })).body).toEqual({
      ok: true,
      found: false,
    });
    expect((await callV1('corporation', { apiKey, query: {} })).status).toBe(400);
    expect((await callV1('corporation', { apiKey, query: { id: '-3' } })).status).toBe(400);
  });
});

describe('GET /api/public/v1/corporation/shares/history', () => {
  it('pages trades newest first, with the public float as a null side', async () => {
    const bob = (
      await rows<{ user_id: string }>(
        sql`select user_id from characters c join users u on u.id = c.user_id where u.username = 'bob'`,
      )
    )[0]!;
    const [k] = await rows<{ id: string; seq: number }>(sql`
      select id, seq from corporations where country_id = 'US' and float_shares > 100 order by seq limit 1`);
    for (const shares of [3, 4, 5])
      await buyShares(database.db, { userId: bob.user_id, corporationId: k!.id, body: { shares } });
    const { body } = await callV1('corporationShareHistory', {
      apiKey,
      query: { id: String(k!.seq), pageSize: '2' },
    });
    expect(body).toMatchObject({ found: true, page: 1, pageSize: 2, total: 4, pageCount: 2 });
    expect(body.entries.map((e: { shares: number }) => e.shares)).toEqual([5, 4]);
    expect(body.entries[0]).toMatchObject({
      kind: 'trade',
      from: null,
      to: { name: 'Bob Baker' },
      corpCurrencyCode: 'USD',
    });
    const second = (
      await callV1('corporationShareHistory', {
        apiKey,
        query: { id: String(k!.seq), pageSize: '2', page: '2' },
      })
    ).body;
    expect(second.entries.map((e: { shares: number; kind: string }) => e.kind)).toEqual([
      'trade',
      'founding',
    ]);
    for (const pageSize of ['0', '101']) {
      expect((await callV1('corporationShareHistory', { apiKey, query: { id: '1', pageSize } })).status).toBe(
        400,
      );
    }
    expect((await callV1('corporationShareHistory', { apiKey, query: { id: '1' } })).body.pageSize).toBe(25);
  });
});

describe('GET /api/public/v1/market', () => {
  it('lists companies of a sector 20 a page, and state sectors in the unowned view', async () => {
    const all = (await callV1('market', { apiKey, query: { type: 'all' } })).body;
    const count = (await rows<{ n: number }>(sql`select count(*)::int as n from corporations`))[0]!.n;
    expect(all).toMatchObject({
      found: true,
      mode: 'share',
      sectorType: 'all',
      page: 1,
      totalPages: Math.ceil(count / 20),
    });
    expect(all.companies).toHaveLength(20);
    // Ranked in one currency: each cap converted to anchor units at its currency's rate.
    const rates = new Map(
      (
        await rows<{ code: string; rate: number }>(sql`select code, rate::float8 as rate from currencies`)
      ).map((r) => [r.code, r.rate]),
    );
    const caps = all.companies.map(
      (c: { marketCap: number; currencyCode: string }) => c.marketCap / rates.get(c.currencyCode)!,
    );
    expect(caps).toEqual([...caps].sort((a: number, b: number) => b - a));
    expect(new Set(all.companies.map((c: { currencyCode: string }) => c.currencyCode)).size).toBeGreaterThan(
      1,
    );
    const [k] = await rows<{ type: string }>(sql`select type from corporations where seq = 1`);
    const typed = (await callV1('market', { apiKey, query: { type: k!.type } })).body;
    expect(typed.companies.every((c: { type: string }) => c.type === k!.type)).toBe(true);
    const unowned = (
      await callV1('market', { apiKey, query: { type: k!.type, view: 'unowned', country: 'US' } })
    ).body;
    expect(unowned.mode).toBe('unowned');
    expect(unowned.sectors).toHaveLength(20);
    expect(unowned.sectors[0].operators).toBe(0);
  });

  it.each([
    [{}],
    [{ type: 'spaceships' }],
    [{ type: 'all', view: 'bought' }],
    [{ type: 'all', view: 'unowned' }],
  ])('refuses %j with a 400', async (query) => {
    expect((await callV1('market', { apiKey, query: query as Record<string, string> })).status).toBe(400);
  });
});

describe('country economy stock market', () => {
  it('is the sum of the country corporations market caps', async () => {
    const { body } = await callV1('countryEconomy', { apiKey, params: { code: 'jp' } });
    const [sum] = await rows<{ cap: number }>(sql`
      select (sum(share_price_cents::numeric * total_shares) / 100)::float8 as cap from corporations where country_id = 'JP'`);
    expect(body.stockMarket.totalMarketCap).toBe(Math.round(sum!.cap));
    expect(body.stockMarket.change24h).toBe(0);
  });
});
