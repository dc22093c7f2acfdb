import { sql } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { withoutJit } from './without-jit';
import { CORPORATE as C, SECTOR_TURNOVER } from '../constants';

const turnover = sql.join(
  Object.entries(SECTOR_TURNOVER).map(([type, value]) => sql`(${type}::text, ${value}::numeric)`),
  sql`, `,
);

/**
 * The turn's operations of every corporation, in one statement (each corporation is written once: every
 * further write of a row in the turn's transaction re-checks its foreign keys at the turn's end):
 *
 * - revenue: each sector earns capital × its type's turnover / 52, moved by GDP growth, marketing strength
 *   and one shared shock per country drawn from ctx.random; capital is revalued with inflation. From the
 *   named source 'corporate_revenue' (customers outside the modelled accounts);
 * - operating costs: a variable share of the revenue (cut by logistics strength) plus fixed costs on
 *   capital, so a downturn in revenue turns into a loss. Paid from cash, never below zero, to the named
 *   sink 'corporate_costs' (wages and suppliers outside the modelled accounts);
 * - corporate tax on positive profit at the country's domestic corporate rate (percent), from the cash
 *   left to the country's treasury.
 *
 * Each is its own transfer in the ledger (`turn-N-corp-revenue`, `-costs`, `-tax`), one row per account
 * moved, as when they were three phases; the corporation's cash moves once by their sum.
 */
export const earnAndPay = definePhase({
  id: 'corporations-earn-and-pay',
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
        select k.id, k.currency_code, k.country_id, k.cash_cents, r.revenue as earned,
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
        select c.id as account_id, c.currency_code, c.country_id, c.earned, c.revenue, c.cost, c.taxable,
          case when c.taxable then least(c.cash_cents + coalesce(c.earned, 0) - c.cost,
            round(greatest(0, c.revenue - c.cost) * c.tax_rate / 100))::bigint end as tax
        from costed c)`,
      entries: sql`
        select n.transfer_id, n.reason, m.account_type, m.account_id, m.currency_code, m.amount as amount_cents from (
          select 1 as kind, 'corporation_cash' as account_type, o.account_id, o.currency_code, o.earned as amount
          from operated o where o.earned <> 0
          union all
          -- A system account's side is one row per currency: a sum will do.
          select 1, 'system', 'corporate_revenue', o.currency_code, -sum(o.earned)::bigint
          from operated o where o.earned <> 0 group by o.currency_code
          union all
          select 2, 'corporation_cash', o.account_id, o.currency_code, -o.cost
          from operated o where o.cost <> 0
          union all
          select 2, 'system', 'corporate_costs', o.currency_code, sum(o.cost)::bigint
          from operated o where o.cost <> 0 group by o.currency_code
          union all
          select 3, 'corporation_cash', o.account_id, o.currency_code, -o.tax
          from operated o where o.tax <> 0
          union all
          -- Each treasury's side is one row: the sum it was credited.
          select 3, 'treasury', o.country_id, o.currency_code, sum(o.tax)::bigint
          from operated o where o.tax <> 0 group by o.country_id, o.currency_code) m
        cross join lateral (values (case m.kind when 1 then ${`turn-${turn}-corp-revenue`}::text
            when 2 then ${`turn-${turn}-corp-costs`}::text else ${`turn-${turn}-corp-tax`}::text end,
          case m.kind when 1 then 'corporate_revenue' when 2 then 'corporate_costs' else 'corporate_tax' end))
          as n(transfer_id, reason)
        order by m.kind, m.account_type, m.account_id, m.currency_code`,
      turn,
      accounts: ['corporation_cash', 'treasury'],
      alsoSet: {
        table: 'corporations',
        rows: sql`operated`,
        set: sql`last_revenue_cents = x.revenue,
          total_revenue_cents = t.total_revenue_cents + coalesce(x.earned, 0),
          last_costs_cents = x.cost,
          last_profit_cents = x.revenue - x.cost,
          total_profit_cents = t.total_profit_cents + x.revenue - x.cost,
          last_tax_cents = case when x.taxable then x.tax else t.last_tax_cents end,
          total_tax_cents = t.total_tax_cents + coalesce(x.tax, 0)`,
      },
    });
  },
});
