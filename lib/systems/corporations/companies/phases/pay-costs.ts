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
 * Operating costs: a variable share of the turn's revenue (cut by logistics strength) plus fixed
 * costs on capital, so a downturn in revenue turns into a loss. Paid from cash, never below zero,
 * to the named sink 'corporate_costs' (wages and suppliers outside the modelled accounts).
 */
export const payCorporateCosts = definePhase({
  id: 'corporations-pay-costs',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    await tx.execute(sql`
      with turnover(type, value) as (values ${turnover}),
      capital as (
        select corporation_id, sum(capital_stock_cents) as capital from corporation_sectors group by 1),
      costs as (
        select k.id, least(k.cash_cents, greatest(0, round(
          k.last_revenue_cents * ${C.variableCostRatio}::numeric
            * (1 - ${C.logisticsCostPerPoint}::numeric * (k.logistics_strength - 50))
          + coalesce(c.capital, 0) * coalesce(t.value, 1) / 52 * ${C.fixedCostShareOfTurnover}::numeric)))::bigint as cost
        from corporations k
        left join capital c on c.corporation_id = k.id
        left join turnover t on t.type = k.type)
      update corporations k set
        last_costs_cents = c.cost,
        last_profit_cents = k.last_revenue_cents - c.cost,
        total_profit_cents = k.total_profit_cents + k.last_revenue_cents - c.cost
      from costs c where c.id = k.id`);
    // Every corporation's figure was just set to this turn's cost: the writer pays it from cash.
    await postLedger(tx, {
      entries: sql`
        select m.account_type, m.account_id, m.currency_code, m.amount as amount_cents from (
          select 'corporation_cash' as account_type, k.id as account_id, k.currency_code, -k.last_costs_cents as amount
          from corporations k where k.last_costs_cents <> 0
          union all
          -- The sink's side is one row per currency: a sum will do for a system account.
          select 'system', 'corporate_costs', k.currency_code, sum(k.last_costs_cents)::bigint
          from corporations k where k.last_costs_cents <> 0 group by k.currency_code) m
        order by m.account_type, m.account_id, m.currency_code`,
      transferId: `turn-${ctx.turn}-corp-costs`,
      reason: 'corporate_costs',
      turn: ctx.turn,
      accounts: ['corporation_cash'],
    });
  },
});
