import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { DEBT_CEILING_RAISE } from '../constants';
import { fiscalYearOf, opensFiscalYear } from '../fiscal-year';

/**
 * On the first turn of a fiscal year (the game calendar's boundary), every country's year just
 * ended is recorded, its accumulators start again, and a breached debt ceiling is raised.
 */
export const closeFiscalYears = definePhase({
  id: 'economy-close-fiscal-years',
  system: 'economy',
  enabled: (ctx) => opensFiscalYear(ctx.state.startingYear, ctx.turn),
  async run(tx, ctx) {
    await tx.execute(sql`
      with closed as (
        insert into fiscal_years (country_id, fiscal_year, turn, recorded_at, currency_code, gdp, revenue_cents,
          spending_cents, debt_principal_cents, debt_to_gdp, credit_rating, inflation)
        select country_id, fiscal_year, ${ctx.turn}, ${ctx.now}, currency_code, gdp, fy_revenue_cents,
          fy_spending_cents, debt_principal_cents, debt_to_gdp, credit_rating, inflation
        from country_economies
        returning country_id)
      update country_economies e set
        fiscal_year = ${fiscalYearOf(ctx.state.startingYear, ctx.turn)},
        fy_revenue_cents = 0,
        fy_spending_cents = 0,
        debt_ceiling_cents = case when e.debt_principal_cents > e.debt_ceiling_cents
          then round(e.debt_principal_cents * ${DEBT_CEILING_RAISE}::numeric)::bigint else e.debt_ceiling_cents end
      from closed c where c.country_id = e.country_id`);
  },
});
