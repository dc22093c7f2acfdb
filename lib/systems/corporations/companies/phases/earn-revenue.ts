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
 * Each corporation's sectors earn a turn of revenue from their country's economy: capital × the
 * sector type's turnover, moved by GDP growth, marketing strength and one shared shock per country
 * drawn from ctx.random. Capital is revalued with inflation. Revenue enters play from the named
 * source 'corporate_revenue' (customers outside the modelled accounts).
 */
export const earnCorporateRevenue = definePhase({
  id: 'corporations-earn-revenue',
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
    // The sectors' revenue and its credit to cash in one statement (the writer's), then the corporations'
    // own figures from the sectors just updated (a row can change only once per statement).
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
        returning s.corporation_id, s.last_revenue_cents),
      credited as (
        select t.corporation_id as id, k.currency_code, t.revenue
        from (select corporation_id, sum(last_revenue_cents)::bigint as revenue from earned group by 1) t
        join corporations k on k.id = t.corporation_id)`,
      entries: sql`
        select m.account_type, m.account_id, m.currency_code, m.amount as amount_cents from (
          select 'corporation_cash' as account_type, c.id as account_id, c.currency_code, c.revenue as amount
          from credited c where c.revenue <> 0
          union all
          -- The source's side is one row per currency: a sum will do for a system account.
          select 'system', 'corporate_revenue', c.currency_code, -sum(c.revenue)::bigint
          from credited c where c.revenue <> 0 group by c.currency_code) m
        order by m.account_type, m.account_id, m.currency_code`,
      transferId: `turn-${ctx.turn}-corp-revenue`,
      reason: 'corporate_revenue',
      turn: ctx.turn,
      accounts: ['corporation_cash'],
    });
    await tx.execute(sql`
      update corporations k set
        last_revenue_cents = t.revenue,
        total_revenue_cents = k.total_revenue_cents + t.revenue
      from (
        select s.corporation_id, sum(s.last_revenue_cents)::bigint as revenue
        from corporation_sectors s join corporations x on x.id = s.corporation_id
        join country_economies e on e.country_id = x.country_id
        group by 1) t
      where t.corporation_id = k.id`);
  },
});
