import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { withoutJit } from './without-jit';
import { economyReference } from '@/lib/systems/economy/economy/reference';

const CURVES = economyReference.corporateCreditScore;
const bands = sql.join(
  economyReference.creditRatings.map((b) => sql`(${b.rating}::text, ${b.minScore}::numeric)`),
  sql`, `,
);

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
      with bands(rating, min_score) as (values ${bands}),
      inputs as (
        select k.id, k.credit_score, k.cash_cents::numeric as cash, k.total_debt_cents::numeric as debt,
          (k.cash_cents + coalesce((select sum(s.capital_stock_cents) from corporation_sectors s
            where s.corporation_id = k.id), 0) - k.total_debt_cents)::numeric as equity,
          ((k.last_profit_cents - k.last_tax_cents) * 52)::numeric as income,
          (k.total_debt_cents * e.prime_rate / 100)::numeric as interest
        from corporations k join country_economies e on e.country_id = k.country_id),
      components as (
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
      scored as (
        select c.*, round(${CURVES.smoothing.newWeight}::numeric * (${w.debtToEquity}::numeric * c.dte
          + ${w.interestCoverage}::numeric * c.coverage + ${w.profitability}::numeric * c.profitability
          + ${w.liquidity}::numeric * c.liquidity) + ${CURVES.smoothing.previousWeight}::numeric * c.credit_score, 2)
          as score
        from components c)
      update corporations k set
        credit_score = s.score,
        credit_rating = (select b.rating from bands b where s.score >= b.min_score order by b.min_score desc limit 1),
        credit_components = jsonb_build_object('debtToEquity', round(s.dte, 2), 'interestCoverage', round(s.coverage, 2),
          'profitability', round(s.profitability, 2), 'liquidity', round(s.liquidity, 2))
      from scored s where s.id = k.id`);
  },
});
