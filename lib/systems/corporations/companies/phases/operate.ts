import { sql, type SQL } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { economyReference } from '@/lib/systems/economy/macro/reference';
import { withoutJit } from './without-jit';
import { CORPORATE as C, SECTOR_TURNOVER } from '../constants';

const CURVES = economyReference.corporateCreditScore;
/** The rating band of a score: the highest band whose minimum it reaches, or null below every band. */
const ratingOf = (score: SQL) =>
  sql`case ${sql.join(
    [...economyReference.creditRatings]
      .sort((a, b) => b.minScore - a.minScore)
      .map((b) => sql`when ${score} >= ${b.minScore}::numeric then ${b.rating}::text`),
    sql` `,
  )} end`;

const turnover = sql.join(
  Object.entries(SECTOR_TURNOVER).map(([type, value]) => sql`(${type}::text, ${value}::numeric)`),
  sql`, `,
);

/**
 * The turn's operations of every corporation and what follows from them, in one statement (each corporation
 * is written once: every further write of a row in the turn's transaction re-checks its foreign keys at the
 * turn's end):
 *
 * - revenue: each sector earns capital × its type's turnover / 52, moved by GDP growth, marketing strength
 *   and one shared shock per country drawn from ctx.random; capital is revalued with inflation. From the
 *   named source 'corporate_revenue' (customers outside the modelled accounts);
 * - operating costs: a variable share of the revenue (cut by logistics strength) plus fixed costs on
 *   capital, so a downturn in revenue turns into a loss. Paid from cash, never below zero, to the named
 *   sink 'corporate_costs' (wages and suppliers outside the modelled accounts);
 * - corporate tax on positive profit at the country's domestic corporate rate (percent), from the cash
 *   left to the country's treasury;
 * - the share price: a corporation whose shares did not trade this turn drifts toward its fundamental
 *   value (half book value, half annualised after-tax profit at a fixed multiple) with a small
 *   per-corporation noise hashed from a ctx.random salt;
 * - the corporate credit score (economy.json corporateCreditScore): four component curves on debt,
 *   interest (the debt at the country's prime rate), annualised after-tax income and cash, weighted, then
 *   smoothed with the previous score, and its rating band. A corporation whose country has no economy
 *   keeps its score.
 *
 * Price and score are reckoned on the cash after tax: on a corporation's quarterly dividend day they are
 * reckoned before the dividend leaves its cash (the next turn's see it).
 *
 * The ledger holds them as one transfer, `turn-N-corp-operations`: a row per corporation for the sum of its
 * revenue, costs and tax (reason `corporate_operations`; the three figures are its columns), and summed rows
 * for the source, the sink and each treasury (reasons `corporate_revenue`, `corporate_costs`,
 * `corporate_tax`). (At WORLD_SCALE=1000: 45,000 rows a turn where three transfers wrote 136,000.)
 */
export const operateCorporations = definePhase({
  id: 'corporations-operate',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    const ids = await tx.execute<{ country_id: string }>(
      sql`select country_id from country_economies order by country_id`,
    );
    if (ids.rows.length === 0) return;
    const shocks = sql.join(
      ids.rows.map(
        (row) => sql`(${row.country_id}::text, ${(ctx.random.float() * 2 - 1) * C.revenueNoise}::numeric)`,
      ),
      sql`, `,
    );
    const salt = ctx.random.objectId();
    const w = CURVES.weights;
    const turn = ctx.turn;
    await postLedger(tx, {
      with: sql`shock(country_id, value) as (values ${shocks}),
      turnover(type, value) as (values ${turnover}),
      earned as (
        update corporation_sectors s set
          capital_stock_cents = round(s.capital_stock_cents * (1 + greatest(-5, e.inflation) / 100 / 52))::bigint,
          last_revenue_cents = greatest(0, round(s.capital_stock_cents * coalesce(t.value, 1) / 52
            * (1 + ${C.marketingRevenuePerPoint}::numeric * (k.marketing_strength - 50))
            * (1 + ${C.growthElasticity}::numeric * e.gdp_growth)
            * (1 + sh.value)))::bigint
        from corporations k
        join country_economies e on e.country_id = k.country_id
        join shock sh on sh.country_id = k.country_id
        left join turnover t on t.type = k.type
        where s.corporation_id = k.id
        returning s.corporation_id, s.capital_stock_cents, s.last_revenue_cents),
      revenue as (
        select corporation_id, sum(last_revenue_cents)::bigint as revenue, sum(capital_stock_cents) as capital
        from earned group by 1),
      -- A corporation without sectors (or without an economy) earns nothing and keeps its last revenue figure,
      -- from which its costs are reckoned.
      costed as materialized (
        select k.id, k.currency_code, k.country_id, k.cash_cents, k.last_tax_cents, r.revenue as earned,
          k.total_debt_cents, k.total_shares, k.share_price_cents, k.last_trade_turn, k.credit_score,
          e.country_id is not null as rated, e.prime_rate,
          coalesce(r.capital,
            (select sum(x.capital_stock_cents) from corporation_sectors x where x.corporation_id = k.id), 0) as capital,
          coalesce(r.revenue, k.last_revenue_cents) as revenue,
          least(k.cash_cents + coalesce(r.revenue, 0), greatest(0, round(
            coalesce(r.revenue, k.last_revenue_cents) * ${C.variableCostRatio}::numeric
              * (1 - ${C.logisticsCostPerPoint}::numeric * (k.logistics_strength - 50))
            + coalesce(r.capital,
                (select sum(x.capital_stock_cents) from corporation_sectors x where x.corporation_id = k.id), 0)
              * coalesce(t.value, 1) / 52 * ${C.fixedCostShareOfTurnover}::numeric)))::bigint as cost,
          coalesce(e.currency_code = k.currency_code, false) as taxable,
          coalesce((e.tax_rates ->> 'domesticCorporateTax')::numeric, 0) as tax_rate
        from corporations k
        left join revenue r on r.corporation_id = k.id
        left join turnover t on t.type = k.type
        left join country_economies e on e.country_id = k.country_id),
      -- Tax only where the country's economy keeps the corporation's currency; elsewhere the figure stays.
      operated as materialized (
        select c.*, c.id as account_id,
          case when c.taxable then least(c.cash_cents + coalesce(c.earned, 0) - c.cost,
            round(greatest(0, c.revenue - c.cost) * c.tax_rate / 100))::bigint end as tax
        from costed c),
      -- The figures as they stand after the posting: cash, profit and the tax figure. The price and score
      -- arithmetic below is float8 (rounded where stored): in numeric it was a sixth of the phase.
      inputs as materialized (
        select o.*, (o.cash_cents + coalesce(o.earned, 0) - o.cost - coalesce(o.tax, 0))::float8 as cash_after,
          (o.revenue - o.cost - case when o.taxable then o.tax else o.last_tax_cents end)::float8 as after_tax,
          (o.total_debt_cents * o.prime_rate / 100)::float8 as interest, o.capital::float8 as capital_value,
          (('x' || substr(md5(${salt} || o.id), 1, 8))::bit(32)::int)::float8 / 2147483648 as noise
        from operated o),
      components as materialized (
        select i.*,
          greatest(1, (0.5 * (i.cash_after + i.capital_value - i.total_debt_cents)
            + 0.5 * greatest(0, i.after_tax) * 52 * ${C.earningsMultiple}::numeric) / nullif(i.total_shares, 0))
            as fundamental,
          case when i.cash_after + i.capital_value - i.total_debt_cents > 0 then greatest(0, least(100, 100
            - (i.total_debt_cents / (i.cash_after + i.capital_value - i.total_debt_cents)) / 3 * 100)) else 0 end as dte,
          greatest(0, least(100, 20 * case when i.interest > 0 then i.after_tax * 52 / i.interest
            when i.after_tax > 0 then 10 else 5 end)) as coverage,
          case when i.cash_after + i.capital_value - i.total_debt_cents <= 0 then 5
            when i.after_tax >= 0 then least(100, 40
              + i.after_tax * 52 / (i.cash_after + i.capital_value - i.total_debt_cents) * 350)
            else greatest(5, 40 - 50 * sqrt(least(abs(i.after_tax * 52
              / (i.cash_after + i.capital_value - i.total_debt_cents)), 1))) end as profitability,
          greatest(0, least(100, 20 + 40 * case when i.interest > 0 then i.cash_after / i.interest
            when i.cash_after > 0 then 5 else 0 end)) as liquidity
        from inputs i),
      scored as materialized (
        select c.*, round((${CURVES.smoothing.newWeight}::numeric * (${w.debtToEquity}::numeric * c.dte
          + ${w.interestCoverage}::numeric * c.coverage + ${w.profitability}::numeric * c.profitability
          + ${w.liquidity}::numeric * c.liquidity) + ${CURVES.smoothing.previousWeight}::numeric * c.credit_score)::numeric, 2)
          as score
        from components c)`,
      // One row per corporation for its cash (revenue less costs and tax), the figures themselves being
      // its columns; the named source and sink and each treasury take one summed row per currency.
      entries: sql`
        select m.reason, m.account_type, m.account_id, m.currency_code, m.amount as amount_cents from (
          select 'corporate_operations' as reason, 'corporation_cash' as account_type, o.account_id,
            o.currency_code, (coalesce(o.earned, 0) - o.cost - coalesce(o.tax, 0))::bigint as amount
          from operated o
          union all
          select 'corporate_revenue', 'system', 'corporate_revenue', o.currency_code, -sum(o.earned)::bigint
          from operated o where o.earned <> 0 group by o.currency_code
          union all
          select 'corporate_costs', 'system', 'corporate_costs', o.currency_code, sum(o.cost)::bigint
          from operated o where o.cost <> 0 group by o.currency_code
          union all
          select 'corporate_tax', 'treasury', o.country_id, o.currency_code, sum(o.tax)::bigint
          from operated o where o.tax <> 0 group by o.country_id, o.currency_code) m
        where m.amount <> 0
        order by m.account_type, m.account_id, m.currency_code, m.reason`,
      transferId: `turn-${turn}-corp-operations`,
      turn,
      accounts: ['corporation_cash', 'treasury'],
      alsoSet: {
        table: 'corporations',
        rows: sql`scored`,
        set: sql`last_revenue_cents = x.revenue,
          total_revenue_cents = t.total_revenue_cents + coalesce(x.earned, 0),
          last_costs_cents = x.cost,
          last_profit_cents = x.revenue - x.cost,
          total_profit_cents = t.total_profit_cents + x.revenue - x.cost,
          last_tax_cents = case when x.taxable then x.tax else t.last_tax_cents end,
          total_tax_cents = t.total_tax_cents + coalesce(x.tax, 0),
          previous_share_price_cents = case when x.total_shares > 0 then t.share_price_cents
            else t.previous_share_price_cents end,
          share_price_cents = case when x.total_shares <= 0 or t.last_trade_turn is not distinct from ${turn}
            then t.share_price_cents
            else greatest(1, round(x.share_price_cents + (x.fundamental - x.share_price_cents) * ${C.priceDriftRate}::numeric
              + x.share_price_cents * ${C.priceNoise}::numeric * x.noise))::bigint end,
          credit_score = case when x.rated then x.score else t.credit_score end,
          credit_rating = case when x.rated then ${ratingOf(sql`x.score`)} else t.credit_rating end,
          credit_components = case when x.rated then jsonb_build_object('debtToEquity', round(x.dte::numeric, 2),
            'interestCoverage', round(x.coverage::numeric, 2), 'profitability', round(x.profitability::numeric, 2),
            'liquidity', round(x.liquidity::numeric, 2)) else t.credit_components end`,
      },
    });
  },
});
