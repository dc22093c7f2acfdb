import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { CONFIDENCE_BY_RATING, MACRO as M, PRIME_RATE_EMA_ALPHA, TURNS_PER_YEAR } from '../constants';

const ratingConfidence = sql.join(
  Object.entries(CONFIDENCE_BY_RATING).map(([rating, value]) => sql`(${rating}::text, ${value}::numeric)`),
  sql`, `,
);

/**
 * Growth and inflation revert to trend and target, pushed by the real prime rate, confidence and
 * seeded noise; GDP, population, confidence and the stock market follow. One statement for all
 * countries; the noise is drawn in country order from ctx.random.
 */
export const updateMacro = definePhase({
  id: 'economy-update-macro',
  system: 'economy',
  async run(tx, ctx) {
    const ids = await tx.execute<{ country_id: string }>(
      sql`select country_id from country_economies order by country_id`,
    );
    if (ids.rows.length === 0) return;
    const draw = () => ctx.random.float() * 2 - 1;
    const noise = sql.join(
      ids.rows.map(
        (row) =>
          sql`(${row.country_id}::text, ${draw()}::numeric, ${draw()}::numeric, ${draw()}::numeric, ${draw()}::numeric)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      with noise(country_id, g, i, c, m) as (values ${noise}),
      rating_confidence(rating, value) as (values ${ratingConfidence}),
      inputs as (
        select e.country_id, n.c, n.m, e.prime_rate - coalesce(h.prime_rate, e.prime_rate) as prime_move,
          greatest(${M.growthBounds[0]}::numeric, least(${M.growthBounds[1]}::numeric,
            e.gdp_growth + ${M.growthReversion}::numeric * (e.trend_growth - e.gdp_growth)
            - ${M.growthRateSensitivity}::numeric * ((e.prime_rate - e.inflation) - (e.neutral_prime_rate - e.target_inflation))
            + ${M.growthConfidenceSensitivity}::numeric * (e.investor_confidence - 50)
            + ${M.growthNoise}::numeric * n.g)) as growth,
          greatest(${M.inflationBounds[0]}::numeric, least(${M.inflationBounds[1]}::numeric,
            e.inflation + ${M.inflationReversion}::numeric * (e.target_inflation - e.inflation)
            + ${M.inflationGrowthSensitivity}::numeric * (e.gdp_growth - e.trend_growth)
            - ${M.inflationRateSensitivity}::numeric * ((e.prime_rate - e.inflation) - (e.neutral_prime_rate - e.target_inflation))
            + ${M.inflationNoise}::numeric * n.i)) as inflation,
          coalesce(rc.value, 50) - ${M.confidenceInflationPenalty}::numeric * abs(e.inflation - e.target_inflation)
            + ${M.confidenceGrowthBonus}::numeric * (e.gdp_growth - e.trend_growth) as confidence_target
        from country_economies e
        join noise n on n.country_id = e.country_id
        left join rating_confidence rc on rc.rating = e.credit_rating
        left join economy_history h on h.country_id = e.country_id and h.turn = ${ctx.turn - 1}),
      updated as (
        update country_economies e set
          gdp_growth = i.growth,
          inflation = i.inflation,
          gdp = round(e.gdp * power(1 + (i.growth + i.inflation) / 100, 1.0 / ${TURNS_PER_YEAR}), 2),
          gdp_smoothed = round(e.gdp_smoothed + ${M.gdpSmoothingAlpha}::numeric
            * (e.gdp * power(1 + (i.growth + i.inflation) / 100, 1.0 / ${TURNS_PER_YEAR}) - e.gdp_smoothed), 2),
          growth_ema = e.growth_ema + ${PRIME_RATE_EMA_ALPHA}::numeric * (i.growth - e.growth_ema),
          inflation_ema = e.inflation_ema + ${PRIME_RATE_EMA_ALPHA}::numeric * (i.inflation - e.inflation_ema),
          population = round(e.population * power(1 + e.population_growth / 100, 1.0 / ${TURNS_PER_YEAR})),
          investor_confidence = greatest(0, least(100, e.investor_confidence
            + ${M.confidenceReversion}::numeric * (i.confidence_target - e.investor_confidence)
            + ${M.confidenceNoise}::numeric * i.c)),
          stock_market_cap = round(greatest(${M.marketCapToGdpBounds[0]}::numeric * e.gdp,
            least(${M.marketCapToGdpBounds[1]}::numeric * e.gdp, e.stock_market_cap * (1
              + (i.growth + i.inflation) / 100 / ${TURNS_PER_YEAR}
              + ${M.marketConfidenceReturn}::numeric * (e.investor_confidence - 50)
              - ${M.marketRateShock}::numeric * i.prime_move
              + ${M.marketNoise}::numeric * i.m))), 2)
        from inputs i where i.country_id = e.country_id
        returning e.country_id, e.gdp)
      update countries c set gdp_millions = round(u.gdp / 1000000)
      from updated u where u.country_id = c.id`);
  },
});
