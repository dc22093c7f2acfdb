import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { withoutJit } from './without-jit';

/** One history row per corporation for the turn: price, market cap, cash, revenue and profit. */
export const recordCorporationHistory = definePhase({
  id: 'corporations-record-history',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    await tx.execute(sql`
      insert into corporation_history (corporation_id, turn, share_price_cents, market_cap_cents, cash_cents,
        revenue_cents, profit_cents)
      select id, ${ctx.turn}, share_price_cents, share_price_cents::bigint * total_shares, cash_cents,
        last_revenue_cents, last_profit_cents
      from corporations order by id
      on conflict (corporation_id, turn) do update set share_price_cents = excluded.share_price_cents,
        market_cap_cents = excluded.market_cap_cents, cash_cents = excluded.cash_cents,
        revenue_cents = excluded.revenue_cents, profit_cents = excluded.profit_cents`);
  },
});
