import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { withoutJit } from './without-jit';
import { CORPORATE as C } from '../constants';

/**
 * Share prices are set by trading; a corporation whose shares did not trade this turn drifts toward
 * its fundamental value (half book value, half annualised after-tax profit at a fixed multiple)
 * with a small per-corporation noise hashed from a ctx.random salt. No money moves.
 */
export const driftSharePrices = definePhase({
  id: 'corporations-drift-share-prices',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    const salt = ctx.random.objectId();
    await tx.execute(sql`
      with capital as (
        select corporation_id, sum(capital_stock_cents)::numeric as capital from corporation_sectors group by 1),
      fundamentals as (
        select k.id, k.share_price_cents::numeric as price,
          greatest(1, (0.5 * (k.cash_cents + coalesce(c.capital, 0) - k.total_debt_cents)
            + 0.5 * greatest(0, k.last_profit_cents - k.last_tax_cents) * 52 * ${C.earningsMultiple}::numeric)
            / k.total_shares) as fundamental,
          (('x' || substr(md5(${salt} || k.id), 1, 8))::bit(32)::int)::numeric / 2147483648 as noise
        from corporations k left join capital c on c.corporation_id = k.id
        where k.total_shares > 0)
      update corporations k set
        previous_share_price_cents = k.share_price_cents,
        share_price_cents = case when k.last_trade_turn is not distinct from ${ctx.turn} then k.share_price_cents
          else greatest(1, round(f.price + (f.fundamental - f.price) * ${C.priceDriftRate}::numeric
            + f.price * ${C.priceNoise}::numeric * f.noise))::bigint end
      from fundamentals f where f.id = k.id`);
  },
});
