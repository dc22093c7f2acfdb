import { sql } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  REVENUE_CYCLE_ELASTICITY,
  TREASURY_BUFFER_TURNS,
  TREASURY_REPAY_BUFFERS,
  TURNS_PER_YEAR,
} from '../constants';

/**
 * Each treasury collects a turn of tax revenue, pays a turn of spending and debt interest, then
 * borrows only what keeps it from going negative (the sovereign auctions refill its buffer) or repays
 * debt from a large surplus, with every movement posted to the ledger (core/money's writer) against a
 * named source or sink. The buffer keeps it non-negative.
 */
export const runBudgets = definePhase({
  id: 'economy-run-budgets',
  system: 'economy',
  async run(tx, ctx) {
    // The turn's flows are computed once from the treasuries before they move: the economy's own figures
    // and the writer's posting (a row can change only once per statement) both read them.
    await tx.execute(sql`drop table if exists budget_flows`);
    await tx.execute(sql`
      create temp table budget_flows on commit drop as
      with flows as (
        select country_id, currency_code, treasury_cents, debt_principal_cents,
          round(gdp * 100 / ${TURNS_PER_YEAR} * (other_revenue_pct_gdp + tax_revenue_pct_gdp
            * (1 + ${REVENUE_CYCLE_ELASTICITY}::numeric * (gdp_growth - trend_growth) / 100)))::bigint as revenue,
          round(gdp * 100 / ${TURNS_PER_YEAR} * spending_pct_gdp)::bigint as spending,
          round(debt_principal_cents * debt_rate / ${TURNS_PER_YEAR})::bigint as interest
        from country_economies)
      select f.*,
        -- Auctions (economy-run-sovereign-auctions) refill the buffer; what they failed to raise
        -- below zero is borrowed at once (emergency financing), so the treasury never goes negative.
        greatest(0, -(f.treasury_cents + f.revenue - f.spending - f.interest)) as borrow,
        least(f.debt_principal_cents, greatest(0, (f.treasury_cents + f.revenue - f.spending - f.interest)
          - (f.spending + f.interest) * ${TREASURY_BUFFER_TURNS * TREASURY_REPAY_BUFFERS})) as repay
      from flows f`);
    await tx.execute(sql`
      update country_economies e set
        debt_principal_cents = e.debt_principal_cents + x.borrow - x.repay,
        last_revenue_cents = x.revenue,
        last_spending_cents = x.spending,
        last_interest_cents = x.interest,
        fy_revenue_cents = e.fy_revenue_cents + x.revenue,
        fy_spending_cents = e.fy_spending_cents + x.spending + x.interest
      from budget_flows x where x.country_id = e.country_id`);
    await postLedger(tx, {
      entries: sql`
        select m.account_type, m.account_id, u.currency_code, m.amount as amount_cents, m.reason
        from budget_flows u cross join lateral (values
          (1, 'treasury', u.country_id, u.revenue, 'tax_revenue'),
          (2, 'system', 'tax_revenue', -u.revenue, 'tax_revenue'),
          (3, 'treasury', u.country_id, -u.spending, 'public_spending'),
          (4, 'system', 'public_spending', u.spending, 'public_spending'),
          (5, 'treasury', u.country_id, -u.interest, 'debt_interest'),
          (6, 'system', 'debt_interest', u.interest, 'debt_interest'),
          (7, 'treasury', u.country_id, u.borrow, 'emergency_financing'),
          (8, 'system', 'sovereign_debt', -u.borrow, 'emergency_financing'),
          (9, 'treasury', u.country_id, -u.repay, 'sovereign_repayment'),
          (10, 'system', 'sovereign_debt', u.repay, 'sovereign_repayment')
        ) as m(ord, account_type, account_id, amount, reason)
        where m.amount <> 0
        -- Ledger ids follow this order, not the physical row order (which vacuum may change).
        order by u.country_id, m.ord`,
      transferId: `turn-${ctx.turn}-budget`,
      turn: ctx.turn,
      accounts: ['treasury'],
    });
  },
});
