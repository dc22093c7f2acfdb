import { sql, type SQL } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { withoutJit } from './without-jit';
import { economyReference } from '@/lib/systems/economy/macro/reference';

const CURVES = economyReference.corporateCreditScore;
/** The rating band of a score: the highest band whose minimum it reaches, or null below every band. */
const ratingOf = (score: SQL) =>
  sql`case ${sql.join(
    [...economyReference.creditRatings]
      .sort((a, b) => b.minScore - a.minScore)
      .map((b) => sql`when ${score} >= ${b.minScore}::numeric then ${b.rating}::text`),
    sql` `,
  )} end`;

/**
 * The corporate credit score (economy.json corporateCreditScore): four component curves on debt,
 * interest, annualised after-tax income and cash, weighted, then smoothed with the previous score.
 * Interest is the debt at the country's prime rate until bonds carry their own coupons.
 */
export const rateCorporateCredit = definePhase({
  id: 'corporations-rate-credit',
  system: 'corporations',
  async run(tx) {
    await withoutJit(tx);
    const w = CURVES.weights;
    await tx.execute(sql`
      with capital as (
        select corporation_id, sum(capital_stock_cents) as capital from corporation_sectors group by 1),
      -- Materialized: inlined, the inputs were recomputed in every expression that reads them.
      inputs as materialized (
        select k.id, k.credit_score, k.cash_cents::numeric as cash, k.total_debt_cents::numeric as debt,
          (k.cash_cents + coalesce(c.capital, 0) - k.total_debt_cents)::numeric as equity,
          ((k.last_profit_cents - k.last_tax_cents) * 52)::numeric as income,
          (k.total_debt_cents * e.prime_rate / 100)::numeric as interest
        from corporations k join country_economies e on e.country_id = k.country_id
        left join capital c on c.corporation_id = k.id),
      components as materialized (
        select i.id, i.credit_score,
          case when i.equity > 0 then greatest(0, least(100, 100 - (i.debt / i.equity) / 3 * 100)) else 0 end as dte,
          greatest(0, least(100, 20 * case when i.interest > 0 then i.income / i.interest
            when i.income > 0 then 10 else 5 end)) as coverage,
          case when i.equity <= 0 then 5
            when i.income >= 0 then least(100, 40 + i.income / i.equity * 350)
            else greatest(5, 40 - 50 * sqrt(least(abs(i.income / i.equity), 1))) end as profitability,
          greatest(0, least(100, 20 + 40 * case when i.interest > 0 then i.cash / i.interest
            when i.cash > 0 then 5 else 0 end)) as liquidity
        from inputs i),
      scored as materialized (
        select c.*, round(${CURVES.smoothing.newWeight}::numeric * (${w.debtToEquity}::numeric * c.dte
          + ${w.interestCoverage}::numeric * c.coverage + ${w.profitability}::numeric * c.profitability
          + ${w.liquidity}::numeric * c.liquidity) + ${CURVES.smoothing.previousWeight}::numeric * c.credit_score, 2)
          as score
        from components c)
      update corporations k set
        credit_score = s.score,
        credit_rating = ${ratingOf(sql`s.score`)},
        credit_components = jsonb_build_object('debtToEquity', round(s.dte, 2), 'interestCoverage', round(s.coverage, 2),
          'profitability', round(s.profitability, 2), 'liquidity', round(s.liquidity, 2))
      from scored s where s.id = k.id`);
  },
});
