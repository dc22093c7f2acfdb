import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';

/** One history row per country for the turn, after every other economy phase has run. */
export const recordEconomyHistory = definePhase({
  id: 'economy-record-history',
  system: 'economy',
  async run(tx, ctx) {
    await tx.execute(sql`
      insert into economy_history (country_id, turn, gdp, gdp_growth, inflation, prime_rate, population,
        revenue_cents, spending_cents, treasury_cents, debt_principal_cents, debt_to_gdp, credit_rating,
        investor_confidence, stock_market_cap)
      select country_id, ${ctx.turn}, gdp, gdp_growth, inflation, prime_rate, population,
        last_revenue_cents, last_spending_cents + last_interest_cents, treasury_cents, debt_principal_cents,
        debt_to_gdp, credit_rating, investor_confidence, stock_market_cap
      from country_economies
      on conflict (country_id, turn) do nothing`);
  },
});
