import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { DEBT_ROLLOVER_TURNS, SOVEREIGN_DEBT_LADDER as L } from '../constants';

const ladder = sql.join(
  L.bands.map(
    (b, i) => sql`(${i}::int, ${b.maxDebtToGdp}::numeric, ${b.rating}::text, ${b.interestRate}::numeric)`,
  ),
  sql`, `,
);
const references = sql.join(
  Object.entries(L.referenceRatioByRating).map(
    ([rating, ratio]) => sql`(${rating}::text, ${ratio}::numeric)`,
  ),
  sql`, `,
);

/**
 * Debt-to-GDP, rating and rate from the sovereign ladder, normalised against each country's seeded
 * anchor (economy.json); the average rate on the book reprices toward the market rate as debt rolls.
 * The crisis state is lib/systems/economy/sovereigns' (economy-assess-sovereigns, after the auctions).
 */
export const assessSovereignDebt = definePhase({
  id: 'economy-assess-sovereign-debt',
  system: 'economy',
  async run(tx, ctx) {
    await tx.execute(sql`
      with ladder(ord, max_ratio, rating, rate) as (values ${ladder}),
      refs(rating, ratio) as (values ${references}),
      assessed as (
        select e.country_id, e.debt_principal_cents / 100.0 / e.gdp as ratio,
          e.debt_principal_cents / 100.0 / e.gdp / e.anchor_debt_to_gdp * r.ratio as assessed, r.ratio as ref_ratio
        from country_economies e join refs r on r.rating = e.anchor_rating),
      priced as (
        select a.country_id, a.ratio, band.rating, band.rate / ref_band.rate as rate_factor
        from assessed a
        cross join lateral (select rating, rate from ladder
          where max_ratio is null or a.assessed <= max_ratio order by ord limit 1) band
        cross join lateral (select rate from ladder
          where max_ratio is null or a.ref_ratio <= max_ratio order by ord limit 1) ref_band)
      update country_economies e set
        debt_to_gdp = round(p.ratio, 8),
        credit_rating = p.rating,
        debt_rate = round(e.debt_rate + (greatest(0, e.anchor_debt_rate * p.rate_factor
          + (e.prime_rate - e.opening_prime_rate) / 100) - e.debt_rate) / ${DEBT_ROLLOVER_TURNS}, 8),
        updated_turn = ${ctx.turn},
        updated_at = ${ctx.now}
      from priced p where p.country_id = e.country_id`);
  },
});
