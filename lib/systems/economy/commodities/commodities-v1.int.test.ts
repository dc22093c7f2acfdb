import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase, worldSuiteDatabase } from '@/lib/testing/suite-database';
import { FULL_TURNS, FULL_TURNS_WORLD } from '@/lib/testing/turned-worlds';
import { callV1 } from '@/lib/testing/v1-requests';
import { commodityReferences } from '@/lib/systems/economy/macro/reference';
import { getRegionSectors } from '@/lib/systems/economy/macro/region-sectors';

const database = seededSuiteDatabase();
let apiKey: string;

beforeAll(async () => {
  apiKey = await freshApiKey('bob');
});

const stateCount = async (country?: string) =>
  Number(
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from states ${country ? sql`where country_id = ${country}` : sql``}`,
      )
    ).rows[0]!.n,
  );

describe('commodities on the opening world', () => {
  it('lists the 28 commodities in reference order, opening at their base price with balanced markets', async () => {
    const { status, body } = await callV1('commodities', { apiKey });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(body.count).toBe(28);
    expect(body.commodities.map((c: { key: string }) => c.key)).toEqual(
      commodityReferences.map((c) => c.key),
    );
    for (const row of body.commodities) {
      expect(row.price, row.key).toBe(row.basePrice);
      expect(row.turn).toBe(0);
      expect(row.supply, row.key).toBeGreaterThan(0);
      // Demand is calibrated so the opening world clears at the base price.
      expect(Math.abs(row.demand - row.supply) / row.supply, row.key).toBeLessThan(1e-6);
      expect(row).not.toHaveProperty('nationalPrice');
    }
  });

  it('adds the national market with a country (GB as UK), and is found:false for an unknown one', async () => {
    const { body } = await callV1('commodities', { apiKey, query: { country: 'gb' } });
    expect(body.countryId).toBe('UK');
    const steel = body.commodities.find((c: { key: string }) => c.key === 'steel');
    expect(steel.nationalPrice).toBe(800);
    expect(steel.nationalSupply).toBeGreaterThan(0);
    expect(steel.nationalSupply).toBeLessThan(steel.supply);
    const unknown = await callV1('commodities', { apiKey, query: { country: 'zz' } });
    expect(unknown.body).toEqual({ ok: true, found: false, countryId: 'ZZ', count: 0, commodities: [] });
    const bad = await callV1('commodities', { apiKey, query: { country: 'u$' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });

  it('serves one commodity with state maps and its top ten producers and consumers', async () => {
    const { body } = await callV1('commodity', { apiKey, params: { key: 'oil' } });
    expect(body.found).toBe(true);
    const oil = body.commodity;
    expect(oil).toMatchObject({ key: 'oil', unit: 'bbl', extractable: true, basePrice: 80 });
    expect(Object.keys(oil.statePrices)).toHaveLength(await stateCount());
    expect(Object.keys(oil.stateSupply)).toHaveLength(await stateCount());
    expect(oil.topProducers).toHaveLength(10);
    expect(oil.topConsumers).toHaveLength(10);
    const supplies = oil.topProducers.map((p: { supply: number }) => p.supply);
    expect(supplies).toEqual([...supplies].sort((a, b) => b - a));
    expect(oil.topProducers[0].supply).toBe(Math.max(...(Object.values(oil.stateSupply) as number[])));
    const shares = oil.topProducers.reduce((sum: number, p: { share: number }) => sum + p.share, 0);
    expect(shares).toBeGreaterThan(0.3);
    expect(shares).toBeLessThanOrEqual(1.0001);
    expect(oil.priceHistory).toEqual([{ turn: 0, price: 80 }]);
  });

  it('restricts state data to a country, and answers unknown keys and countries with found:false', async () => {
    const { body } = await callV1('commodity', {
      apiKey,
      params: { key: 'steel' },
      query: { country: 'jp' },
    });
    expect(Object.keys(body.commodity.stateDemand)).toHaveLength(await stateCount('JP'));
    expect(body.commodity.topConsumers.length).toBe(await stateCount('JP'));
    for (const entry of body.commodity.topConsumers) expect(entry.countryId).toBe('JP');
    expect(body.commodity.nationalDemand).toBeGreaterThan(0);
    for (const query of [{}, { country: 'zz' }] as Record<string, string>[]) {
      const miss = await callV1('commodity', { apiKey, params: { key: 'unobtainium' }, query });
      expect(miss.body).toEqual({ ok: true, found: false, commodity: null });
    }
    const noCountry = await callV1('commodity', {
      apiKey,
      params: { key: 'steel' },
      query: { country: 'zz' },
    });
    expect(noCountry.body).toEqual({ ok: true, found: false, commodity: null });
    const tooLong = await callV1('commodity', { apiKey, params: { key: 'x'.repeat(65) } });
    expect(tooLong.status).toBe(400);
  });

  it('summarises every region of a country: specialisations and top sectors', async () => {
    const regions = await getRegionSectors(database.db, 'US');
    expect(regions.size).toBe(await stateCount('US'));
    for (const [stateId, summary] of regions) {
      expect(summary.topSectors, stateId).toHaveLength(3);
      expect(summary.topSectors[0]!.share).toBeGreaterThan(0.05);
      for (const s of summary.sectorSpecializations)
        expect(s.locationQuotient, stateId).toBeGreaterThanOrEqual(1.25);
    }
    const specialised = [...regions.values()].filter((s) => s.sectorSpecializations.length > 0);
    expect(specialised.length).toBeGreaterThan(regions.size / 2);
    expect((await getRegionSectors(database.db, 'ZZ')).size).toBe(0);
  });
});

describe('commodities after turns', () => {
  // The seeded world after TURNS whole turns, shared with other suites.
  worldSuiteDatabase(FULL_TURNS_WORLD);
  const TURNS = FULL_TURNS;
  beforeAll(async () => {
    apiKey = await freshApiKey('bob');
  });

  it('moves prices, grows the price history one point per turn, and stamps the turn', async () => {
    const { body } = await callV1('commodities', { apiKey });
    expect(new Set(body.commodities.map((c: { turn: number }) => c.turn))).toEqual(new Set([TURNS]));
    const moved = body.commodities.filter(
      (c: { price: number; basePrice: number }) => c.price !== c.basePrice,
    );
    expect(moved.length).toBeGreaterThan(20);
    const steel = await callV1('commodity', { apiKey, params: { key: 'steel' } });
    expect(steel.body.commodity.priceHistory.map((p: { turn: number }) => p.turn)).toEqual(
      Array.from({ length: TURNS + 1 }, (_, i) => i),
    );
    expect(steel.body.commodity.priceHistory.at(-1).price).toBe(steel.body.commodity.price);
  });
});
