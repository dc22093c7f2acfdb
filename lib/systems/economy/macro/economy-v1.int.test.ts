import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { ECONOMY_TURNS, ECONOMY_TURNS_WORLD } from '@/lib/testing/turned-worlds';
import { seededSuiteDatabase, worldSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';

let apiKey: string;

describe('economy endpoints on the opening world', () => {
  seededSuiteDatabase();
  beforeAll(async () => {
    apiKey = await freshApiKey('alice');
  });

  it('serve the seeded economy of every country, GB as UK', async () => {
    const { status, body } = await callV1('countryEconomy', { apiKey, params: { code: 'gb' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      found: true,
      countryId: 'UK',
      currencyCode: 'GBP',
      primeRate: 3,
      inflation: 3.2,
      gdpGrowth: 1.2,
      centralBank: { abbreviation: 'BoE' },
      rateHistory: [{ turn: 0, rate: 3 }],
      updatedTurn: 0,
    });
    expect(body.debt.creditRating).toBe('A');
    expect(body.debt.debtToGdpRatio).toBeCloseTo(0.9724, 4);
    expect(body.stockMarket.totalMarketCap).toBeGreaterThan(0);
  });

  it('answers an unknown country with found:false on each endpoint', async () => {
    for (const id of ['countryEconomy', 'countryBudget'] as const) {
      const { status, body } = await callV1(id, { apiKey, params: { code: 'zz' } });
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true, found: false });
    }
    const { body } = await callV1('countryEconomyHistory', { apiKey, params: { code: 'zz' } });
    expect(body).toMatchObject({ found: false, series: { primeRate: [] }, fiscalYears: [] });
  });

  it.each([['0'], ['241'], ['abc'], ['1.5']])('refuses limit=%s with a v1 400', async (limit) => {
    const { status, body } = await callV1('countryEconomyHistory', {
      apiKey,
      params: { code: 'us' },
      query: { limit },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(body.error).toContain('limit');
  });

  it('refuses fromTurn after toTurn', async () => {
    const { status, body } = await callV1('countryEconomyHistory', {
      apiKey,
      params: { code: 'us' },
      query: { fromTurn: '9', toTurn: '3' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
  });
});

describe('economy endpoints after turns', () => {
  // The seeded world after TURNS turns of the economy system's phases alone (what these endpoints show),
  // shared with the forex endpoints' suite.
  const database = worldSuiteDatabase(ECONOMY_TURNS_WORLD);
  const TURNS = ECONOMY_TURNS;
  beforeAll(async () => {
    apiKey = await freshApiKey('alice');
  });

  it('grow the history one point per turn, oldest first, within the inclusive range', async () => {
    const all = await callV1('countryEconomyHistory', {
      apiKey,
      params: { code: 'us' },
      query: { limit: '240' },
    });
    expect(all.body.series.primeRate).toHaveLength(TURNS + 1);
    expect(all.body.series.inflation.map((p: { turn: number }) => p.turn)).toEqual(
      Array.from({ length: TURNS + 1 }, (_, i) => i),
    );
    expect(all.body.range).toEqual({ fromTurn: null, toTurn: null, limit: 240 });

    const ranged = await callV1('countryEconomyHistory', {
      apiKey,
      params: { code: 'us' },
      query: { fromTurn: '5', toTurn: '12', limit: '3' },
    });
    expect(ranged.body.found).toBe(true);
    expect(ranged.body.range).toEqual({ fromTurn: 5, toTurn: 12, limit: 3 });
    expect(ranged.body.series.gdpGrowth.map((p: { turn: number }) => p.turn)).toEqual([10, 11, 12]);

    const defaults = await callV1('countryEconomyHistory', { apiKey, params: { code: 'us' } });
    expect(defaults.body.range.limit).toBe(48);
    // The newest points up to the default limit.
    expect(defaults.body.series.primeRate).toEqual(all.body.series.primeRate.slice(-48));
  });

  it('moves the economy and keeps the budget consistent with the treasury ledger', async () => {
    const economy = await callV1('countryEconomy', { apiKey, params: { code: 'jp' } });
    expect(economy.body.updatedTurn).toBe(TURNS);
    const history = await callV1('countryEconomyHistory', { apiKey, params: { code: 'jp' } });
    const inflation = history.body.series.inflation.map((p: { value: number }) => p.value);
    expect(new Set(inflation).size).toBeGreaterThan(TURNS / 2);

    const { body } = await callV1('countryBudget', { apiKey, params: { code: 'jp' } });
    expect(body.found).toBe(true);
    expect(body.balance).toBe(body.revenue - body.spending);
    expect(body.taxRates.salesTax).toBe(10);
    expect(body.fiscalYearToDate.revenue).toBeGreaterThan(0);
    const [ledger] = (
      await database.db.execute<{ total: string }>(sql`
        select sum(amount_cents)::text as total from ledger_entries
        where account_type = 'treasury' and account_id = 'JP'`)
    ).rows;
    expect(body.treasuryBalance).toBeCloseTo(Number(ledger!.total) / 100, 0);
  });
});
