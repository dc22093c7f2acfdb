import { sql } from 'drizzle-orm';
import { dueEffectsSql, postDecisionMoney } from '@/lib/systems/core/decisions/due-effects';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { applyEconomyShocks } from '../apply-economy-shocks';

/**
 * Decisions' economy effects: national shocks through economy's own verb, and money into or out of the
 * treasury against the ledger's named sources and sinks (never more than the treasury holds).
 */
export const applyDecisionEconomyEffects = definePhase({
  id: 'economy-decision-effects',
  system: 'economy',
  async run(tx, ctx) {
    const shocks = await tx.execute<{
      country_id: string;
      gdp_growth: number;
      investor_confidence: number;
      stock_market_pct: number;
    }>(sql`
      select x.country_id, (x.effect->>'gdpGrowth')::float8 as gdp_growth,
        (x.effect->>'investorConfidence')::float8 as investor_confidence,
        (x.effect->>'stockMarketPct')::float8 as stock_market_pct
      from (${dueEffectsSql(ctx.turn, 'economy')}) x order by x.decision_id`);
    await applyEconomyShocks(tx, {
      turn: ctx.turn,
      shocks: shocks.rows.map((r) => ({
        countryId: r.country_id,
        gdpGrowth: r.gdp_growth,
        investorConfidence: r.investor_confidence,
        stockMarketPct: r.stock_market_pct,
      })),
    });
    await postDecisionMoney(tx, {
      turn: ctx.turn,
      accountType: 'treasury',
      rows: sql`
        select x.decision_id, e.country_id as account_id, e.currency_code, cur.rate, e.treasury_cents as balance_cents,
          (x.effect->>'units')::float8 as units, x.effect->>'counterparty' as counterparty
        from (${dueEffectsSql(ctx.turn, 'money')}) x join country_economies e on e.country_id = x.country_id
        join currencies cur on cur.code = e.currency_code
        where x.effect->>'account' = 'treasury'`,
    });
  },
});
