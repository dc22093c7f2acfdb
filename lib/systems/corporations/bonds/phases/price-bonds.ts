import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { BONDS } from '../constants';
import { ratingSpreads, termPremiums } from '../sql';

/**
 * Reprices every active bond: the market yield is the issuer country's prime rate plus its rating's
 * spread, the corporate spread premium and the term premium of the turns left (economy.json
 * corporateCoupon); the price is the present value of the remaining coupons and face at that yield,
 * per unit of face, clamped to marketPriceClamp. No money moves.
 */
export const priceBonds = definePhase({
  id: 'bonds-price',
  system: 'corporations',
  async run(tx, ctx) {
    const [minPrice, maxPrice] = BONDS.marketPriceClamp;
    await tx.execute(sql`
      with spreads(rating, pp) as (values ${ratingSpreads}),
      terms(turns, pp) as (values ${termPremiums}),
      inputs as (
        select b.id, greatest(1, b.matures_at_turn - ${ctx.turn})::numeric as n,
          b.coupon_pct / 100 / ${BONDS.turnsPerYear} as c,
          (e.prime_rate + coalesce(s.pp, 12) + ${BONDS.spreadPremiumPp}
            + coalesce((select t.pp from terms t where t.turns >= b.matures_at_turn - ${ctx.turn}
                        order by t.turns limit 1), (select max(pp) from terms))) / 100 as y
        from corporate_bonds b
        join corporations k on k.id = b.corporation_id
        join country_economies e on e.country_id = k.country_id
        left join spreads s on s.rating = k.credit_rating
        where b.status = 'active'),
      priced as (
        select i.id, i.y, case when i.y <= 0 then 1 + i.c * i.n
          else i.c / (i.y / ${BONDS.turnsPerYear}) * (1 - power(1 + i.y / ${BONDS.turnsPerYear}, -i.n))
               + power(1 + i.y / ${BONDS.turnsPerYear}, -i.n) end as price
        from inputs i)
      update corporate_bonds b set
        market_price = round(greatest(${minPrice}, least(${maxPrice}, p.price)), 6),
        yield_to_maturity = round(p.y, 6)
      from priced p where p.id = b.id`);
  },
});
