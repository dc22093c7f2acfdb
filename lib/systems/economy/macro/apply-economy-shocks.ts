import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { MACRO as M } from './constants';

const applyEconomyShocksInput = z.object({
  shocks: z.array(
    z.object({
      countryId: z.string().min(1),
      /** Points added to this year's GDP growth (the macro step then reverts it toward trend). */
      gdpGrowth: z.number().finite(),
      /** Points added to investor confidence (0 to 100). */
      investorConfidence: z.number().finite(),
      /** Percent change of the stock market's capitalisation. */
      stockMarketPct: z.number().finite().min(-90),
    }),
  ),
  turn: z.number().int().min(0),
});
export type EconomyShock = z.input<typeof applyEconomyShocksInput>['shocks'][number];

/**
 * Shocks national economies (crises, booms) in one statement, within the bounds the macro step
 * keeps: growth within growthBounds, confidence 0 to 100, market cap within its GDP ratio bounds.
 * Moves no money: these are statistics, not balances.
 */
export async function applyEconomyShocks(
  db: Db,
  input: z.input<typeof applyEconomyShocksInput>,
): Promise<{ shocked: number }> {
  const { shocks, turn } = parseInput(applyEconomyShocksInput, input);
  if (shocks.length === 0) return { shocked: 0 };
  const payload = JSON.stringify(
    shocks.map((s) => ({
      country_id: s.countryId,
      gdp_growth: s.gdpGrowth,
      investor_confidence: s.investorConfidence,
      stock_market_pct: s.stockMarketPct,
    })),
  );
  const result = await db.execute(sql`
    with shock as (
      select r.country_id, sum(r.gdp_growth) as gdp_growth, sum(r.investor_confidence) as investor_confidence,
        exp(sum(ln(1 + r.stock_market_pct / 100))) as market_factor
      from jsonb_to_recordset(${payload}::jsonb)
        as r(country_id text, gdp_growth numeric, investor_confidence numeric, stock_market_pct numeric)
      group by r.country_id)
    update country_economies e set
      gdp_growth = greatest(${M.growthBounds[0]}::numeric, least(${M.growthBounds[1]}::numeric,
        e.gdp_growth + shock.gdp_growth)),
      investor_confidence = greatest(0, least(100, e.investor_confidence + shock.investor_confidence)),
      stock_market_cap = round(greatest(${M.marketCapToGdpBounds[0]}::numeric * e.gdp,
        least(${M.marketCapToGdpBounds[1]}::numeric * e.gdp, e.stock_market_cap * shock.market_factor)), 2),
      updated_turn = ${turn}
    from shock where shock.country_id = e.country_id`);
  return { shocked: result.rowCount ?? 0 };
}
