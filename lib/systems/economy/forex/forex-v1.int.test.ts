import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { ECONOMY_TURNS, ECONOMY_TURNS_WORLD } from '@/lib/testing/turned-worlds';
import { seededSuiteDatabase, worldSuiteDatabase } from '@/lib/testing/suite-database';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { callV1 } from '@/lib/testing/v1-requests';
import { FOREX_HISTORY_DEFAULT } from './constants';
import { recordForexVolume } from '@/lib/systems/core/money/record-forex-volume';

let apiKey: string;

describe('forex endpoints on the opening world', () => {
  seededSuiteDatabase();
  beforeAll(async () => {
    apiKey = await freshApiKey('alice');
  });

  it('list every currency at its seeded rate, quoted per anchor unit', async () => {
    const { status, body } = await callV1('forex', { apiKey });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, found: true, anchorUnit: 'anchor' });
    expect(body.currencies.map((c: { currencyCode: string }) => c.currencyCode)).toEqual([
      'EUR',
      'GBP',
      'JPY',
      'USD',
    ]);
    const gbp = body.currencies.find((c: { currencyCode: string }) => c.currencyCode === 'GBP');
    expect(gbp).toEqual({
      countryId: 'UK',
      currencyCode: 'GBP',
      name: expect.any(String),
      rate: 0.79,
      baseRate: 0.79,
      macroTarget: 0.79,
      percentChange: { turn: null, turns24: null, sinceBase: 0 },
      buyVolume24h: 0,
      sellVolume24h: 0,
      netVolume24h: 0,
      declaredRegime: 'float',
      interventionBand: null,
      capitalControls: false,
      cyclePressure: { regime: 'neutral', value: 0, startedTurn: 0 },
      spreadStrength: 1,
      updatedTurn: 0,
      updatedAt: expect.any(String),
    });
  });

  it('serve one currency case-insensitively with its opening history point', async () => {
    const { status, body } = await callV1('forexCurrency', { apiKey, params: { currency: 'jpy' } });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(body.currency).toMatchObject({ currencyCode: 'JPY', countryId: 'JP', rate: 150 });
    expect(body.currency.history).toEqual([{ turn: 0, rate: 150 }]);
  });

  it('answer an unknown currency with found:false', async () => {
    const { status, body } = await callV1('forexCurrency', { apiKey, params: { currency: 'xyz' } });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, found: false });
  });

  it.each([['0'], ['241'], ['abc'], ['2.5'], ['-1']])('refuse history=%s with a v1 400', async (history) => {
    const { status, body } = await callV1('forexCurrency', {
      apiKey,
      params: { currency: 'usd' },
      query: { history },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(body.error).toContain('history');
  });

  it.each([['us'], ['usdd'], ['u$d']])('refuse the currency code %s with a v1 400', async (currency) => {
    const { status, body } = await callV1('forexCurrency', { apiKey, params: { currency } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});

describe('forex endpoints after turns', () => {
  // The seeded world after TURNS turns of the economy system, shared with the economy endpoints' suite.
  const database = worldSuiteDatabase(ECONOMY_TURNS_WORLD);
  const TURNS = ECONOMY_TURNS;
  /** The economy system's phases only: these endpoints show what it writes. */
  const runTurns = (count: number) => runSystemTurns(database.db, ['economy'], count);
  beforeAll(async () => {
    apiKey = await freshApiKey('alice');
  });

  it('keep a rate per turn and cap history at the default and the asked limit', async () => {
    const all = await callV1('forexCurrency', { apiKey, params: { currency: 'EUR' } });
    expect(all.body.currency.history).toHaveLength(FOREX_HISTORY_DEFAULT);
    const turns = all.body.currency.history.map((p: { turn: number }) => p.turn);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    expect(turns.at(-1)).toBe(TURNS);
    const ten = await callV1('forexCurrency', {
      apiKey,
      params: { currency: 'EUR' },
      query: { history: '10' },
    });
    expect(ten.body.currency.history.map((p: { turn: number }) => p.turn)).toEqual(
      Array.from({ length: 10 }, (_, i) => TURNS - 9 + i),
    );
    const max = await callV1('forexCurrency', {
      apiKey,
      params: { currency: 'EUR' },
      query: { history: '240' },
    });
    expect(max.body.currency.history).toHaveLength(TURNS + 1);
    expect(max.body.currency.rate).toBe(max.body.currency.history.at(-1).rate);
  });

  it('report percentage changes against the recorded history', async () => {
    const { body } = await callV1('forexCurrency', {
      apiKey,
      params: { currency: 'GBP' },
      query: { history: '240' },
    });
    const { currency } = body;
    const at = (turn: number) => currency.history.find((p: { turn: number }) => p.turn === turn).rate;
    expect(currency.percentChange.turn).toBeCloseTo((currency.rate / at(TURNS - 1) - 1) * 100, 3);
    expect(currency.percentChange.turns24).toBeCloseTo((currency.rate / at(TURNS - 24) - 1) * 100, 3);
    expect(currency.percentChange.sinceBase).toBeCloseTo((currency.rate / currency.baseRate - 1) * 100, 3);
    expect(currency.updatedTurn).toBe(TURNS);
    expect(new Set(currency.history.map((p: { rate: number }) => p.rate)).size).toBeGreaterThan(TURNS / 2);
  });

  it('count recorded exchange volume over 24 turns, and net buying strengthens the target', async () => {
    const turn = TURNS + 1;
    const before = await database.db.execute<{ macro_target: number }>(
      sql`select macro_target::float8 as macro_target from currencies where code = 'GBP'`,
    );
    await recordForexVolume(database.db, { currencyCode: 'gbp', turn, buyAnchor: 40_000_000 });
    await recordForexVolume(database.db, {
      currencyCode: 'GBP',
      turn,
      buyAnchor: 10_000_000,
      sellAnchor: 5_000_000,
    });
    // Outside the window: ignored.
    await recordForexVolume(database.db, { currencyCode: 'GBP', turn: turn - 30, sellAnchor: 99_000_000 });
    await runTurns(1);
    const { body } = await callV1('forexCurrency', { apiKey, params: { currency: 'GBP' } });
    expect(body.currency).toMatchObject({
      buyVolume24h: 50_000_000,
      sellVolume24h: 5_000_000,
      netVolume24h: 45_000_000,
    });
    // Buying pressure: direction 0.82, full weight, times 0.2, capped at 5%: the target sits ~3.6% lower
    // than fundamentals alone; fundamentals move far less than that in one turn.
    expect(body.currency.macroTarget).toBeLessThan(before.rows[0]!.macro_target * 0.985);
  });

  it('hold a band regime inside its declared intervention band', async () => {
    const eur = await database.db.execute<{ rate: number }>(
      sql`select rate::float8 as rate from currencies where code = 'EUR'`,
    );
    const floor = Math.round(eur.rows[0]!.rate * 1.02 * 1e6) / 1e6;
    const ceiling = Math.round(eur.rows[0]!.rate * 1.03 * 1e6) / 1e6;
    // A band wholly above today's rate: the rate must jump into it, whatever the market does.
    await database.db.execute(
      sql`update currencies set regime = 'band', band_floor = ${floor}, band_ceiling = ${ceiling} where code = 'EUR'`,
    );
    await runTurns(2);
    const { body } = await callV1('forexCurrency', {
      apiKey,
      params: { currency: 'eur' },
      query: { history: '2' },
    });
    expect(body.currency).toMatchObject({ declaredRegime: 'band', interventionBand: { floor, ceiling } });
    for (const point of body.currency.history) {
      expect(point.rate).toBeGreaterThanOrEqual(floor);
      expect(point.rate).toBeLessThanOrEqual(ceiling);
    }
  });
});
