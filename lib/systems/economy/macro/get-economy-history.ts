import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { economyHistoryInput, type EconomyHistoryResult } from './schemas';

type PointRow = {
  turn: number;
  prime_rate: number;
  inflation: number;
  gdp_growth: number;
};

type FiscalRow = {
  fiscal_year: number;
  turn: number;
  recorded_at: Date | string;
  currency_code: string;
  gdp: number;
  revenue: number;
  spending: number;
  debt_principal: number;
  debt_to_gdp: number;
  credit_rating: string;
  inflation: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A country's per-turn series (the newest `limit` points within the inclusive turn range, oldest
 * first) and its closed fiscal years in the same range. found is false until the world has history.
 */
export async function getEconomyHistory(
  db: Db,
  input: z.input<typeof economyHistoryInput>,
): Promise<EconomyHistoryResult> {
  const { code, fromTurn, toTurn, limit } = parseInput(economyHistoryInput, input);
  const range = { fromTurn: fromTurn ?? null, toTurn: toTurn ?? null, limit };
  const inRange = sql`turn >= ${fromTurn ?? 0} and turn <= ${toTurn ?? 2_147_483_647}`;
  const points = await db.execute<PointRow>(sql`
    select turn, prime_rate, inflation, gdp_growth from (
      select turn, prime_rate::float8 as prime_rate, inflation::float8 as inflation, gdp_growth::float8 as gdp_growth
      from economy_history where country_id = ${code} and ${inRange}
      order by turn desc limit ${limit}) recent
    order by turn`);
  const years = await db.execute<FiscalRow>(sql`
    select fiscal_year, turn, recorded_at, currency_code, gdp::float8 as gdp,
      (revenue_cents / 100.0)::float8 as revenue, (spending_cents / 100.0)::float8 as spending,
      (debt_principal_cents / 100.0)::float8 as debt_principal, debt_to_gdp::float8 as debt_to_gdp,
      credit_rating, inflation::float8 as inflation
    from (select * from fiscal_years where country_id = ${code} and ${inRange}
          order by turn desc limit ${limit}) recent
    order by turn`);
  const currency = await db.execute<{ currency_code: string }>(
    sql`select currency_code from country_economies where country_id = ${code}`,
  );
  const series = (pick: (row: PointRow) => number) =>
    points.rows.map((row) => ({ turn: row.turn, value: round2(pick(row)) }));
  return {
    found: points.rows.length > 0,
    ...(currency.rows[0] ? { countryId: code, currencyCode: currency.rows[0].currency_code } : {}),
    series: {
      primeRate: series((row) => row.prime_rate),
      inflation: series((row) => row.inflation),
      gdpGrowth: series((row) => row.gdp_growth),
    },
    fiscalYears: years.rows.map((row) => ({
      fiscalYear: row.fiscal_year,
      turn: row.turn,
      recordedAt: new Date(row.recorded_at).toISOString(),
      currencyCode: row.currency_code,
      gdp: Math.round(row.gdp),
      revenue: Math.round(row.revenue),
      spending: Math.round(row.spending),
      surplus: Math.round(row.revenue - row.spending),
      debtPrincipal: Math.round(row.debt_principal),
      debtToGdpRatio: Math.round(row.debt_to_gdp * 10_000) / 10_000,
      creditRating: row.credit_rating,
      inflation: round2(row.inflation),
    })),
    range,
  };
}
