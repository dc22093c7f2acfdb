import { sql, type SQL } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { withoutJit } from './without-jit';
import { economyReference } from '@/lib/systems/economy/macro/reference';
import { CORPORATE as C } from '../constants';

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
 * The share price and the credit rating, in one update of each corporation (no money moves; every further
 * write of a row in the turn's transaction re-checks its foreign keys at the turn's end):
 *
 * - share prices are set by trading; a corporation whose shares did not trade this turn drifts toward its
 *   fundamental value (half book value, half annualised after-tax profit at a fixed multiple) with a small
 *   per-corporation noise hashed from a ctx.random salt;
 * - the corporate credit score (economy.json corporateCreditScore): four component curves on debt,
 *   interest, annualised after-tax income and cash, weighted, then smoothed with the previous score, and
 *   the rating band it falls in. Interest is the debt at the country's prime rate until bonds carry their
 *   own coupons. A corporation whose country has no economy keeps its score.
 */
export const priceAndRate = definePhase({
  id: 'corporations-price-and-rate',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    const salt = ctx.random.objectId();
    const w = CURVES.weights;
    await tx.execute(sql`
      with capital as (
        select corporation_id, sum(capital_stock_cents) as capital from corporation_sectors group by 1),
      -- Materialized: inlined, the inputs were recomputed in every expression that reads them.
      inputs as materialized (
        select k.id, k.credit_score, e.country_id is not null as rated,
          k.total_shares > 0 as priced, k.share_price_cents::numeric as price,
          k.cash_cents::numeric as cash, k.total_debt_cents::numeric as debt,
          (k.cash_cents + coalesce(c.capital, 0) - k.total_debt_cents)::numeric as equity,
          ((k.last_profit_cents - k.last_tax_cents) * 52)::numeric as income,
          (k.total_debt_cents * e.prime_rate / 100)::numeric as interest,
          case when k.total_shares > 0 then greatest(1, (0.5 * (k.cash_cents + coalesce(c.capital, 0) - k.total_debt_cents)
            + 0.5 * greatest(0, k.last_profit_cents - k.last_tax_cents) * 52 * ${C.earningsMultiple}::numeric)
            / k.total_shares) end as fundamental,
          (('x' || substr(md5(${salt} || k.id), 1, 8))::bit(32)::int)::numeric / 2147483648 as noise
        from corporations k left join country_economies e on e.country_id = k.country_id
        left join capital c on c.corporation_id = k.id
        where e.country_id is not null or k.total_shares > 0),
      components as materialized (
        select i.*,
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
        previous_share_price_cents = case when s.priced then k.share_price_cents else k.previous_share_price_cents end,
        share_price_cents = case when not s.priced or k.last_trade_turn is not distinct from ${ctx.turn}
          then k.share_price_cents
          else greatest(1, round(s.price + (s.fundamental - s.price) * ${C.priceDriftRate}::numeric
            + s.price * ${C.priceNoise}::numeric * s.noise))::bigint end,
        credit_score = case when s.rated then s.score else k.credit_score end,
        credit_rating = case when s.rated then ${ratingOf(sql`s.score`)} else k.credit_rating end,
        credit_components = case when s.rated then jsonb_build_object('debtToEquity', round(s.dte, 2),
          'interestCoverage', round(s.coverage, 2), 'profitability', round(s.profitability, 2),
          'liquidity', round(s.liquidity, 2)) else k.credit_components end
      from scored s where s.id = k.id`);
  },
});
