import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { TURNS_PER_YEAR } from './constants';
import { economyCountryParams, type BudgetView } from './schemas';

type Row = {
  country_id: string;
  fiscal_year: number;
  currency_code: string;
  gdp: number;
  gdp_smoothed: number;
  revenue: number;
  spending: number;
  treasury: number;
  principal: number;
  debt_rate: number;
  ceiling: number;
  ratio: number;
  credit_rating: string;
  crisis_state: string;
  tax_rates: Record<string, number>;
  spending_shares: Record<string, number>;
  fy_revenue: number;
  fy_spending: number;
  gdp_growth: number;
  inflation: number;
  prime_rate: number;
  investor_confidence: number;
  population: string;
  updated_at: Date | string;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A country's budget: this turn's flows annualised, the treasury, the debt and the tax rates. */
export async function getCountryBudget(
  db: Db,
  input: z.input<typeof economyCountryParams>,
): Promise<({ found: true } & BudgetView) | { found: false }> {
  const { code } = parseInput(economyCountryParams, input);
  const result = await db.execute<Row>(sql`
    select country_id, fiscal_year, currency_code, gdp::float8 as gdp, gdp_smoothed::float8 as gdp_smoothed,
      (last_revenue_cents / 100.0 * ${TURNS_PER_YEAR})::float8 as revenue,
      ((last_spending_cents + last_interest_cents) / 100.0 * ${TURNS_PER_YEAR})::float8 as spending,
      (treasury_cents / 100.0)::float8 as treasury, (debt_principal_cents / 100.0)::float8 as principal,
      debt_rate::float8 as debt_rate, (debt_ceiling_cents / 100.0)::float8 as ceiling,
      debt_to_gdp::float8 as ratio, credit_rating, crisis_state, tax_rates, spending_shares,
      (fy_revenue_cents / 100.0)::float8 as fy_revenue, (fy_spending_cents / 100.0)::float8 as fy_spending,
      gdp_growth::float8 as gdp_growth, inflation::float8 as inflation, prime_rate::float8 as prime_rate,
      investor_confidence::float8 as investor_confidence, population, updated_at
    from country_economies where country_id = ${code}`);
  const row = result.rows[0];
  if (!row) return { found: false };
  const balance = row.revenue - row.spending;
  return {
    found: true,
    countryId: row.country_id,
    fiscalYear: row.fiscal_year,
    currencyCode: row.currency_code,
    gdp: Math.round(row.gdp),
    gdpSmoothed: Math.round(row.gdp_smoothed),
    revenue: Math.round(row.revenue),
    spending: Math.round(row.spending),
    // From the rounded figures, so the published balance is always revenue minus spending.
    balance: Math.round(row.revenue) - Math.round(row.spending),
    balancePctGdp: row.gdp > 0 ? round2((balance / row.gdp) * 100) : 0,
    treasuryBalance: round2(row.treasury),
    debt: {
      principal: Math.round(row.principal),
      rate: Math.round(row.debt_rate * 100_000) / 100_000,
      ceiling: Math.round(row.ceiling),
      ratio: Math.round(row.ratio * 10_000) / 10_000,
      rating: row.credit_rating,
      crisisState: row.crisis_state,
    },
    taxRates: row.tax_rates,
    spendingByCategory: Object.fromEntries(
      Object.entries(row.spending_shares).map(([category, share]) => [category, Math.round(share * row.gdp)]),
    ),
    fiscalYearToDate: {
      revenue: Math.round(row.fy_revenue),
      spending: Math.round(row.fy_spending),
      balance: Math.round(row.fy_revenue) - Math.round(row.fy_spending),
    },
    economicIndicators: {
      gdpGrowth: round2(row.gdp_growth),
      inflation: round2(row.inflation),
      primeRate: row.prime_rate,
      investorConfidence: round2(row.investor_confidence),
      population: Number(row.population),
    },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
