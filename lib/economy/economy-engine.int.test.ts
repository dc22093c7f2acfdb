import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../testing/ledger';
import { reconcilingPhases } from '../testing/reconciling-phases';
import { createSeededTestDatabase } from '../testing/seeded-database';
import type { TestDatabase } from '../testing/test-database';
import { phasesBySystem, turnPhases } from '../turn/registry';
import { runTurn } from '../turn/run-turn';

const TURNS = 200;
const START = new Date('2030-01-01T00:00:00Z');

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
};

let database: TestDatabase;

beforeAll(async () => {
  database = await createSeededTestDatabase({ seed: 'economy-engine' });
});
afterAll(() => database?.close());

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

describe('the economy over 200 turns', () => {
  it('moves every series within sane bounds, and the ledger reconciles after every phase', async () => {
    const phases = reconcilingPhases(turnPhases);
    for (let turn = 0; turn < TURNS; turn += 1) {
      const now = new Date(START.getTime() + (turn + 1) * 300_000);
      await runTurn(database.db, { trigger: 'cli', when: 'now', now, phases });
    }
    const series = await database.db.execute<SeriesRow>(sql`
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
    const years = await database.db.execute<{ country_id: string; n: number }>(sql`
      select country_id, count(*)::int as n from fiscal_years group by country_id`);
    for (const row of years.rows) expect(row.n).toBeGreaterThanOrEqual(3);
    expect(years.rows).toHaveLength(4);
    const decisions = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from prime_rate_history where turn > 0`,
    );
    expect(decisions.rows[0]!.n).toBeGreaterThan(4);
  }, 600_000);

  it('the reconciliation check catches a balance changed outside the ledger', async () => {
    expect(await ledgerProblems(database.db)).toEqual([]);
    await database.db.execute(
      sql`update country_economies set treasury_cents = treasury_cents + 1 where country_id = 'UK'`,
    );
    const problems = await ledgerProblems(database.db);
    expect(problems.map((p) => p.kind)).toEqual(['balance']);
    expect(problems[0]!.detail).toContain('treasury:UK');
    await database.db.execute(
      sql`update country_economies set treasury_cents = treasury_cents - 1 where country_id = 'UK'`,
    );
  });

  it('registers the economy phases in the economy system', () => {
    expect(phasesBySystem.economy.map((p) => p.system)).toEqual(phasesBySystem.economy.map(() => 'economy'));
  });
});
