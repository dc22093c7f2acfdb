import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import {
  MACRO_HISTORY_SHOWN,
  RATE_HISTORY_SHOWN,
  STOCK_MARKET_CHANGE_TURNS,
  STOCK_MARKET_SHORT_CHANGE_TURNS,
  TURNS_PER_YEAR,
} from '@/lib/systems/economy/macro/constants';
import { macroFor } from '@/lib/systems/economy/macro/plan-economy';
import { economyCountryParams, type CountryEconomyView } from '@/lib/systems/economy/macro/schemas';

type Row = {
  country_id: string;
  currency_code: string;
  prime_rate: number;
  inflation: number;
  gdp_growth: number;
  population: string;
  gdp: number;
  debt_principal: number;
  debt_to_gdp: number;
  credit_rating: string;
  annual_balance: number;
  investor_confidence: number;
  stock_market_cap: number;
  market_then: number | null;
  market_last_turn: number | null;
  updated_turn: number;
  gdp_millions: string;
  chair_name: string | null;
  chair_seq: number | null;
};

/** One country's national economy: rates, output, debt, budget balance, market and rate decisions. */
export async function getCountryEconomy(
  db: Db,
  input: z.input<typeof economyCountryParams>,
): Promise<({ found: true } & CountryEconomyView) | { found: false }> {
  const { code } = parseInput(economyCountryParams, input);
  const result = await db.execute<Row>(sql`
    select e.country_id, e.currency_code, e.prime_rate::float8 as prime_rate, e.inflation::float8 as inflation,
      e.gdp_growth::float8 as gdp_growth, e.population, e.gdp::float8 as gdp,
      (e.debt_principal_cents / 100.0)::float8 as debt_principal, e.debt_to_gdp::float8 as debt_to_gdp,
      e.credit_rating, ((e.last_revenue_cents - e.last_spending_cents - e.last_interest_cents) / 100.0
        * ${TURNS_PER_YEAR})::float8 as annual_balance,
      e.investor_confidence::float8 as investor_confidence,
      -- The stock market is the country's corporations at their traded share prices (minor units).
      (select coalesce(sum(k.share_price_cents::numeric * k.total_shares), 0) / 100
        from corporations k where k.country_id = e.country_id)::float8 as stock_market_cap,
      (select sum(h.market_cap_cents) / 100 from corporations k
        cross join lateral (select market_cap_cents from corporation_history h where h.corporation_id = k.id
          and h.turn >= e.updated_turn - ${STOCK_MARKET_CHANGE_TURNS} order by h.turn limit 1) h
        where k.country_id = e.country_id)::float8 as market_then,
      (select sum(h.market_cap_cents) / 100 from corporations k
        -- The last value recorded a turn or more before the economy's latest update: a shock between turns
        -- (a world event) moves updated_turn without writing history, and the change still has a base.
        cross join lateral (select market_cap_cents from corporation_history h where h.corporation_id = k.id
          and h.turn <= e.updated_turn - ${STOCK_MARKET_SHORT_CHANGE_TURNS} order by h.turn desc limit 1) h
        where k.country_id = e.country_id)::float8 as market_last_turn,
      e.updated_turn, c.gdp_millions, chair.name as chair_name, chair.seq as chair_seq
    from country_economies e join countries c on c.id = e.country_id
    left join lateral (select h.name, h.seq from seats s join offices o on o.id = s.office_id
      join characters h on h.id = s.holder_character_id
      where s.country_id = e.country_id and o.role = 'central_bank' limit 1) chair on true
    where e.country_id = ${code}`);
  const row = result.rows[0];
  if (!row) return { found: false };
  const rates = await db.execute<{ turn: number; rate: number }>(sql`
    select turn, rate from (
      select turn, rate::float8 as rate from prime_rate_history where country_id = ${code}
      order by turn desc limit ${RATE_HISTORY_SHOWN}) recent
    order by turn`);
  const macroHistory = await db.execute<{ turn: number; inflation: number; gdp_growth: number }>(sql`
    select turn, inflation, gdp_growth from (
      select turn, inflation::float8 as inflation, gdp_growth::float8 as gdp_growth from economy_history
      where country_id = ${code} order by turn desc limit ${MACRO_HISTORY_SHOWN}) recent
    order by turn`);
  const macro = macroFor({
    id: row.country_id,
    currencyCode: row.currency_code,
    population: Number(row.population),
    gdpMillions: Number(row.gdp_millions),
  });
  const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
  const changeSince = (then: number | null) =>
    then && then > 0 ? round(((row.stock_market_cap - then) / then) * 100) : null;
  return {
    found: true,
    countryId: row.country_id,
    currencyCode: row.currency_code,
    primeRate: row.prime_rate,
    inflation: round(row.inflation),
    gdpGrowth: round(row.gdp_growth),
    population: Number(row.population),
    gdp: Math.round(row.gdp),
    gdpPerCapita: Number(row.population) > 0 ? Math.round(row.gdp / Number(row.population)) : null,
    debt: {
      principal: Math.round(row.debt_principal),
      debtToGdpRatio: round(row.debt_to_gdp, 4),
      creditRating: row.credit_rating,
    },
    budgetBalance: Math.round(row.annual_balance),
    budgetBalancePctGdp: row.gdp > 0 ? round((row.annual_balance / row.gdp) * 100) : null,
    investorConfidence: round(row.investor_confidence),
    chair:
      row.chair_name !== null && row.chair_seq !== null
        ? { name: row.chair_name, profileUrl: characterProfileUrl(row.chair_seq) }
        : null,
    centralBank: macro.centralBank,
    rateHistory: rates.rows.map((r) => ({ turn: r.turn, rate: r.rate })),
    inflationHistory: macroHistory.rows.map((r) => ({ turn: r.turn, value: round(r.inflation) })),
    gdpGrowthHistory: macroHistory.rows.map((r) => ({ turn: r.turn, value: round(r.gdp_growth) })),
    stockMarket: {
      totalMarketCap: Math.round(row.stock_market_cap),
      change1h: changeSince(row.market_last_turn),
      change24h: changeSince(row.market_then),
      exchange: macro.exchangeName ?? null,
    },
    updatedTurn: row.updated_turn,
  };
}
