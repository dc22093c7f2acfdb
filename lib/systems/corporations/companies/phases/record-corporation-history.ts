import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { declaredDividendSql } from './pay-dividends';
import { withoutJit } from './without-jit';

/**
 * One history row per corporation for the turn: price, market cap, cash, revenue, profit and the dividend
 * declared (paid with the quarter's on the corporation's payment day).
 */
export const recordCorporationHistory = definePhase({
  id: 'corporations-record-history',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    await tx.execute(sql`
      insert into corporation_history (corporation_id, turn, share_price_cents, market_cap_cents, cash_cents,
        revenue_cents, profit_cents, dividend_declared_cents)
      select k.id, ${ctx.turn}, k.share_price_cents, k.share_price_cents::bigint * k.total_shares, k.cash_cents,
        k.last_revenue_cents, k.last_profit_cents, ${declaredDividendSql(ctx.flags)}
      from corporations k order by k.id
      on conflict (corporation_id, turn) do update set share_price_cents = excluded.share_price_cents,
        market_cap_cents = excluded.market_cap_cents, cash_cents = excluded.cash_cents,
        revenue_cents = excluded.revenue_cents, profit_cents = excluded.profit_cents,
        dividend_declared_cents = excluded.dividend_declared_cents`);
  },
});
