import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/platform/db';
import { ledgerProblems } from '@/lib/testing/ledger';
import type { WorldRun } from '@/lib/testing/world-run';
import { phasesBySystem } from '@/lib/systems/game/turn/registry';

/** Sane bounds for 200 turns (about four years) of every seeded economy. */
const BOUNDS = {
  primeRate: [0, 12],
  inflation: [-3, 12],
  gdpGrowth: [-6, 8],
  investorConfidence: [5, 95],
  debtToGdp: [0.2, 3.5],
  /** GDP after the run as a multiple of the opening GDP. */
  gdpRatio: [0.8, 1.6],
  /** Stock market capitalisation over GDP. */
  marketCapToGdp: [0.2, 3],
  /** Every global commodity price as a multiple of its base price. */
  commodityPriceToBase: [0.5, 2],
  /** National and state prices as a multiple of the global price (tightness and tariffs). */
  localPriceToGlobal: [0.7, 1.6],
  /** Share of the world's offered surplus that finds buyers, every turn. */
  clearedShare: [0.3, 1],
  /** A country's exports or imports in a turn over its opening weekly GDP (anchor units). */
  tradeToWeeklyGdp: [0, 1],
  utilization: [0.5, 1],
  /** Government tariffs never pass their cap (percent). */
  governmentTariffMax: 25,
};

/** Sane bounds for the currencies and sovereigns over the same run. */
const FOREX_BOUNDS = {
  /** Rate over its opening (base) rate: inside the guard rails (0.5 to 1.5) with a wide margin. */
  rateToBase: [0.85, 1.2],
  macroTargetToBase: [0.85, 1.2],
};
const SOVEREIGN_BOUNDS = {
  sustainabilityScore: [0, 100],
  trust: [20, 95],
  /** Coupon on new issuance, percent. */
  couponPct: [0, 12],
  subscriptionRatio: [0.7, 2],
};
const SOVEREIGN_SAMPLE_TURNS = 20;

type SovereignSample = { country_id: string; score: number; trust: number; coupon: number; band: string };

async function sampleSovereigns(db: Db): Promise<SovereignSample[]> {
  const rows = await db.execute<SovereignSample>(sql`
    select country_id, sustainability_score::float8 as score, trust::float8 as trust,
      coupon_rate::float8 as coupon, sustainability_band as band
    from sovereigns order by country_id`);
  return rows.rows;
}

type SeriesRow = {
  country_id: string;
  min_prime: number;
  max_prime: number;
  min_inflation: number;
  max_inflation: number;
  min_growth: number;
  max_growth: number;
  min_confidence: number;
  max_confidence: number;
  min_ratio: number;
  max_ratio: number;
  min_market: number;
  max_market: number;
  gdp_ratio: number;
  distinct_prime: number;
  distinct_inflation: number;
  distinct_growth: number;
  points: number;
};

/** The economy's checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeEconomyOverTheRun(world: WorldRun) {
  const TURNS = world.turns;
  const sovereignSamples: SovereignSample[] = [];
  world.afterTurn(async (db, turnsRun) => {
    if (turnsRun % SOVEREIGN_SAMPLE_TURNS === 0) sovereignSamples.push(...(await sampleSovereigns(db)));
  });
  const db = () => world.db();

  describe(`the economy over ${TURNS} turns`, () => {
    it('moves every series within sane bounds', async () => {
      const series = await db().execute<SeriesRow>(sql`
      select h.country_id,
        min(prime_rate)::float8 as min_prime, max(prime_rate)::float8 as max_prime,
        min(inflation)::float8 as min_inflation, max(inflation)::float8 as max_inflation,
        min(gdp_growth)::float8 as min_growth, max(gdp_growth)::float8 as max_growth,
        min(investor_confidence)::float8 as min_confidence, max(investor_confidence)::float8 as max_confidence,
        min(debt_to_gdp)::float8 as min_ratio, max(debt_to_gdp)::float8 as max_ratio,
        min(stock_market_cap / gdp)::float8 as min_market, max(stock_market_cap / gdp)::float8 as max_market,
        (max(gdp) filter (where turn = ${TURNS}) / max(gdp) filter (where turn = 0))::float8 as gdp_ratio,
        count(distinct prime_rate)::int as distinct_prime, count(distinct inflation)::int as distinct_inflation,
        count(distinct gdp_growth)::int as distinct_growth, count(*)::int as points
      from economy_history h group by h.country_id order by h.country_id`);
      expect(series.rows.map((r) => r.country_id)).toEqual(['DE', 'JP', 'UK', 'US']);
      for (const row of series.rows) {
        const where = `${row.country_id}: ${JSON.stringify(row)}`;
        expect(row.points, where).toBe(TURNS + 1);
        expect(row.min_prime, where).toBeGreaterThanOrEqual(BOUNDS.primeRate[0]!);
        expect(row.max_prime, where).toBeLessThanOrEqual(BOUNDS.primeRate[1]!);
        expect(row.min_inflation, where).toBeGreaterThanOrEqual(BOUNDS.inflation[0]!);
        expect(row.max_inflation, where).toBeLessThanOrEqual(BOUNDS.inflation[1]!);
        expect(row.min_growth, where).toBeGreaterThanOrEqual(BOUNDS.gdpGrowth[0]!);
        expect(row.max_growth, where).toBeLessThanOrEqual(BOUNDS.gdpGrowth[1]!);
        expect(row.min_confidence, where).toBeGreaterThanOrEqual(BOUNDS.investorConfidence[0]!);
        expect(row.max_confidence, where).toBeLessThanOrEqual(BOUNDS.investorConfidence[1]!);
        expect(row.min_ratio, where).toBeGreaterThanOrEqual(BOUNDS.debtToGdp[0]!);
        expect(row.max_ratio, where).toBeLessThanOrEqual(BOUNDS.debtToGdp[1]!);
        expect(row.min_market, where).toBeGreaterThanOrEqual(BOUNDS.marketCapToGdp[0]!);
        expect(row.max_market, where).toBeLessThanOrEqual(BOUNDS.marketCapToGdp[1]!);
        expect(row.gdp_ratio, where).toBeGreaterThanOrEqual(BOUNDS.gdpRatio[0]!);
        expect(row.gdp_ratio, where).toBeLessThanOrEqual(BOUNDS.gdpRatio[1]!);
        // The series move: the central bank decides at least twice, and inflation and growth never freeze.
        expect(row.distinct_prime, where).toBeGreaterThanOrEqual(3);
        expect(row.distinct_inflation, where).toBeGreaterThan(TURNS / 2);
        expect(row.distinct_growth, where).toBeGreaterThan(TURNS / 2);
      }
      // About four calendar years: three or four fiscal years closed for every country.
      const years = await db().execute<{ country_id: string; n: number }>(sql`
      select country_id, count(*)::int as n from fiscal_years group by country_id`);
      for (const row of years.rows) expect(row.n).toBeGreaterThanOrEqual(3);
      expect(years.rows).toHaveLength(4);
      await expectForexAndSovereignsMovedWithinBounds(db(), TURNS, sovereignSamples);
      const decisions = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from prime_rate_history where turn > 0`,
      );
      expect(decisions.rows[0]!.n).toBeGreaterThan(4);
    });

    it('moves commodity prices and trade flows within their bounds over the same 200 turns', async () => {
      const prices = await db().execute<{
        commodity_key: string;
        min_ratio: number;
        max_ratio: number;
        distinct_prices: number;
        points: number;
      }>(sql`
      select h.commodity_key, min(h.price / c.base_price)::float8 as min_ratio,
        max(h.price / c.base_price)::float8 as max_ratio, count(distinct h.price)::int as distinct_prices,
        count(*)::int as points
      from commodity_price_history h join commodities c on c.key = h.commodity_key
      group by h.commodity_key order by h.commodity_key`);
      expect(prices.rows).toHaveLength(28);
      for (const row of prices.rows) {
        const where = JSON.stringify(row);
        expect(row.points, where).toBe(TURNS + 1);
        expect(row.min_ratio, where).toBeGreaterThanOrEqual(BOUNDS.commodityPriceToBase[0]!);
        expect(row.max_ratio, where).toBeLessThanOrEqual(BOUNDS.commodityPriceToBase[1]!);
        expect(row.distinct_prices, where).toBeGreaterThan(TURNS / 2);
      }
      const [local] = (
        await db().execute<{ min_ratio: number; max_ratio: number }>(sql`
        select min(m.price / g.price)::float8 as min_ratio, max(m.price / g.price)::float8 as max_ratio
        from commodity_markets m join commodity_markets g on g.scope = 'global' and g.commodity_key = m.commodity_key
        where m.scope <> 'global'`)
      ).rows;
      expect(local!.min_ratio).toBeGreaterThanOrEqual(BOUNDS.localPriceToGlobal[0]!);
      expect(local!.max_ratio).toBeLessThanOrEqual(BOUNDS.localPriceToGlobal[1]!);

      const worldFlows = await db().execute<{
        turn: number;
        gross: number;
        cleared: number;
        net: number;
        rows: number;
      }>(sql`
      select turn, sum(gross_value)::float8 as gross, sum(exports_value)::float8 as cleared,
        sum(net_value)::float8 as net, count(*)::int as rows
      from trade_flows group by turn order by turn`);
      expect(worldFlows.rows.map((r) => r.turn)).toEqual(Array.from({ length: TURNS }, (_, i) => i + 1));
      for (const row of worldFlows.rows) {
        const where = JSON.stringify(row);
        expect(row.rows, where).toBe(4 * 28);
        expect(row.cleared / row.gross, where).toBeGreaterThanOrEqual(BOUNDS.clearedShare[0]!);
        expect(row.cleared / row.gross, where).toBeLessThanOrEqual(BOUNDS.clearedShare[1]!);
        // Every export is someone's import: world net is zero up to cent rounding per row.
        expect(Math.abs(row.net), where).toBeLessThan(row.rows * 0.02);
      }
      const countries = await db().execute<{
        country_id: string;
        max_share: number;
        distinct_exports: number;
      }>(sql`
      select b.country_id, max(greatest(b.exports_value, b.imports_value) / (h.gdp / cur.rate / 52))::float8 as max_share,
        count(distinct b.exports_value)::int as distinct_exports
      from trade_balances b
      join economy_history h on h.country_id = b.country_id and h.turn = 0
      join country_economies e on e.country_id = b.country_id
      join currencies cur on cur.code = e.currency_code
      group by b.country_id order by b.country_id`);
      expect(countries.rows.map((r) => r.country_id)).toEqual(['DE', 'JP', 'UK', 'US']);
      for (const row of countries.rows) {
        expect(row.max_share, row.country_id).toBeGreaterThan(BOUNDS.tradeToWeeklyGdp[0]!);
        expect(row.max_share, row.country_id).toBeLessThanOrEqual(BOUNDS.tradeToWeeklyGdp[1]!);
        expect(row.distinct_exports, row.country_id).toBeGreaterThan(TURNS / 2);
      }
      const [sectors] = (
        await db().execute<{ min_u: number; max_u: number; idle: number; moved: number }>(sql`
        select min(utilization)::float8 as min_u, max(utilization)::float8 as max_u,
          count(*) filter (where output <= 0)::int as idle, count(*) filter (where updated_turn = ${TURNS})::int as moved
        from state_sectors`)
      ).rows;
      expect(sectors!.min_u).toBeGreaterThanOrEqual(BOUNDS.utilization[0]!);
      expect(sectors!.max_u).toBeLessThanOrEqual(BOUNDS.utilization[1]!);
      expect(sectors!.idle).toBe(0);
      expect(sectors!.moved).toBeGreaterThan(0);
      const [tariffs] = (
        await db().execute<{ max_rate: number; decided: number }>(sql`
        select max(rate)::float8 as max_rate, count(*) filter (where updated_turn > 0)::int as decided
        from tariffs where source = 'government'`)
      ).rows;
      expect(tariffs!.max_rate).toBeLessThanOrEqual(BOUNDS.governmentTariffMax);
      // Governments decide over four years: at least one tariff was set or changed by the engine.
      expect(tariffs!.decided).toBeGreaterThan(0);
    });

    it('the reconciliation check catches a balance changed outside the ledger', async () => {
      expect(await ledgerProblems(db())).toEqual([]);
      await db().execute(
        sql`update country_economies set treasury_cents = treasury_cents + 1 where country_id = 'UK'`,
      );
      const problems = await ledgerProblems(db());
      expect(problems.map((p) => p.kind)).toEqual(['balance']);
      expect(problems[0]!.detail).toContain('treasury:UK');
      await db().execute(
        sql`update country_economies set treasury_cents = treasury_cents - 1 where country_id = 'UK'`,
      );
    });

    it('registers the market and trade phases in the economy system, the price run once', () => {
      const ids = phasesBySystem.economy.map((p) => p.id);
      expect(ids.filter((id) => id === 'run-commodity-prices')).toHaveLength(1);
      expect(ids.indexOf('update-state-sectors')).toBeLessThan(ids.indexOf('run-commodity-prices'));
      expect(ids.indexOf('run-commodity-prices')).toBeLessThan(ids.indexOf('run-trade-flows'));
    });

    it('the reconciliation check catches a central bank balance changed outside the ledger', async () => {
      await db().execute(
        sql`update currencies set central_bank_cents = central_bank_cents + 1 where code = 'JPY'`,
      );
      const problems = await ledgerProblems(db());
      expect(problems.map((p) => p.kind)).toEqual(['balance']);
      expect(problems[0]!.detail).toContain('central_bank:JPY');
      await db().execute(
        sql`update currencies set central_bank_cents = central_bank_cents - 1 where code = 'JPY'`,
      );
    });

    it('registers the economy phases in the economy system', () => {
      expect(phasesBySystem.economy.map((p) => p.system)).toEqual(
        phasesBySystem.economy.map(() => 'economy'),
      );
    });
  });
}

type RateRow = {
  currency_code: string;
  min_rate: number;
  max_rate: number;
  min_target: number;
  max_target: number;
  distinct_rates: number;
  distinct_targets: number;
  points: number;
};

async function expectForexAndSovereignsMovedWithinBounds(
  db: Db,
  TURNS: number,
  sovereignSamples: readonly SovereignSample[],
) {
  const rates = await db.execute<RateRow>(sql`
    select h.currency_code, min(h.rate / c.base_rate)::float8 as min_rate, max(h.rate / c.base_rate)::float8 as max_rate,
      min(h.macro_target / c.base_rate)::float8 as min_target, max(h.macro_target / c.base_rate)::float8 as max_target,
      count(distinct h.rate)::int as distinct_rates, count(distinct h.macro_target)::int as distinct_targets,
      count(*)::int as points
    from forex_rate_history h join currencies c on c.code = h.currency_code
    group by h.currency_code order by h.currency_code`);
  expect(rates.rows.map((r) => r.currency_code)).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
  for (const row of rates.rows) {
    const where = `${row.currency_code}: ${JSON.stringify(row)}`;
    expect(row.points, where).toBe(TURNS + 1);
    expect(row.min_rate, where).toBeGreaterThanOrEqual(FOREX_BOUNDS.rateToBase[0]!);
    expect(row.max_rate, where).toBeLessThanOrEqual(FOREX_BOUNDS.rateToBase[1]!);
    expect(row.min_target, where).toBeGreaterThanOrEqual(FOREX_BOUNDS.macroTargetToBase[0]!);
    expect(row.max_target, where).toBeLessThanOrEqual(FOREX_BOUNDS.macroTargetToBase[1]!);
    // Rates and targets move every turn, and by more than noise: at least 1% off the opening somewhere.
    expect(row.distinct_rates, where).toBeGreaterThan(TURNS / 2);
    expect(row.distinct_targets, where).toBeGreaterThan(TURNS / 2);
    expect(Math.max(1 - row.min_rate, row.max_rate - 1), where).toBeGreaterThan(0.01);
  }

  // Deficit countries borrow at auction most turns, within the demand bounds; proceeds match the ledger.
  const auctions = await db.execute<{
    country_id: string;
    held: number;
    min_ratio: number;
    max_ratio: number;
    distinct_ratios: number;
    raised: string;
  }>(sql`
    select country_id, count(*)::int as held, min(subscription_ratio)::float8 as min_ratio,
      max(subscription_ratio)::float8 as max_ratio, count(distinct subscription_ratio)::int as distinct_ratios,
      sum(raised_cents)::text as raised
    from sovereign_auctions group by country_id order by country_id`);
  expect(auctions.rows.length).toBeGreaterThanOrEqual(3);
  for (const row of auctions.rows) {
    const where = `${row.country_id}: ${JSON.stringify(row)}`;
    expect(row.held, where).toBeGreaterThan(TURNS / 2);
    expect(row.min_ratio, where).toBeGreaterThanOrEqual(SOVEREIGN_BOUNDS.subscriptionRatio[0]!);
    expect(row.max_ratio, where).toBeLessThanOrEqual(SOVEREIGN_BOUNDS.subscriptionRatio[1]!);
    expect(row.distinct_ratios, where).toBeGreaterThan(TURNS / 4);
  }
  const ledger = await db.execute<{ country_id: string; total: string }>(sql`
    select account_id as country_id, sum(amount_cents)::text as total from ledger_entries
    where reason = 'sovereign_auction' and account_type = 'treasury' group by account_id order by account_id`);
  expect(ledger.rows).toEqual(auctions.rows.map((r) => ({ country_id: r.country_id, total: r.raised })));

  // Sustainability, trust and coupons, sampled through the run, stay in bounds and move.
  expect(sovereignSamples).toHaveLength((TURNS / SOVEREIGN_SAMPLE_TURNS) * 4);
  for (const sample of sovereignSamples) {
    const where = JSON.stringify(sample);
    expect(sample.score, where).toBeGreaterThanOrEqual(SOVEREIGN_BOUNDS.sustainabilityScore[0]!);
    expect(sample.score, where).toBeLessThanOrEqual(SOVEREIGN_BOUNDS.sustainabilityScore[1]!);
    expect(sample.trust, where).toBeGreaterThanOrEqual(SOVEREIGN_BOUNDS.trust[0]!);
    expect(sample.trust, where).toBeLessThanOrEqual(SOVEREIGN_BOUNDS.trust[1]!);
    expect(sample.coupon, where).toBeGreaterThanOrEqual(SOVEREIGN_BOUNDS.couponPct[0]!);
    expect(sample.coupon, where).toBeLessThanOrEqual(SOVEREIGN_BOUNDS.couponPct[1]!);
  }
  for (const country of ['DE', 'JP', 'UK', 'US']) {
    const mine = sovereignSamples.filter((s) => s.country_id === country);
    expect(new Set(mine.map((s) => s.score)).size, country).toBeGreaterThan(3);
    expect(new Set(mine.map((s) => s.trust)).size, country).toBeGreaterThan(3);
  }
}
