import { sql } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { CASH_TARGET_SHARE, REBALANCE_CASH_MARGIN_CENTS, REBALANCE_INTERVAL_TURNS } from '../constants';

/**
 * Rebalancing, set-based over one temporary trade table. Due funds (chartered ones, active ones
 * every REBALANCE_INTERVAL_TURNS, winding-down ones every turn) weight the top N listed
 * corporations in scope by market capitalisation and trade toward those weights with the public
 * float at the share price: sells first, then buys scaled to the cash they leave, each buy capped
 * by the float that funds earlier in id order did not take. Money moves between the fund's cash and
 * the named account 'share_market' in the fund's currency; every trade is a share transaction.
 */
export const rebalanceFunds = definePhase({
  id: 'funds-rebalance',
  system: 'corporations',
  async run(tx, ctx) {
    const turn = ctx.turn;
    const due = await tx.execute(sql`
      select 1 from index_funds f where f.status in ('chartered', 'winding_down')
        or (f.status = 'active' and (f.last_rebalanced_turn is null
          or f.last_rebalanced_turn <= ${turn - REBALANCE_INTERVAL_TURNS})) limit 1`);
    // Most turns no fund is due: skip the temporary table and its statements.
    if (due.rows.length === 0) return;
    await tx.execute(sql`drop table if exists fund_trades`);
    await tx.execute(sql`
      create temp table fund_trades on commit drop as
      with due as (
        select f.id, f.scope, f.country_id, f.sector_type, f.top_n, f.status, f.cash_cents, fr.rate as fund_rate
        from index_funds f join currencies fr on fr.code = f.anchor_currency_code
        where f.status in ('chartered', 'winding_down')
          or (f.status = 'active' and (f.last_rebalanced_turn is null
            or f.last_rebalanced_turn <= ${turn - REBALANCE_INTERVAL_TURNS}))),
      ranked as (
        select d.id as fund_id, k.id as corporation_id,
          k.share_price_cents::numeric * k.total_shares * d.fund_rate / kr.rate as cap,
          row_number() over (partition by d.id
            order by k.share_price_cents::numeric * k.total_shares / kr.rate desc, k.id) as rank,
          d.top_n
        from due d join corporations k on k.is_public
          and (d.scope = 'global' or k.country_id = d.country_id)
          and (d.sector_type is null or k.type = d.sector_type)
        join currencies kr on kr.code = k.currency_code
        where d.status <> 'winding_down'),
      weights as (
        select fund_id, corporation_id, cap / sum(cap) over (partition by fund_id) as weight
        from ranked where rank <= top_n),
      held as (
        select h.holder_id as fund_id, h.corporation_id, h.shares
        from corporation_shareholders h join due d on d.id = h.holder_id where h.holder_kind = 'fund'),
      positions as (
        select coalesce(w.fund_id, h.fund_id) as fund_id, coalesce(w.corporation_id, h.corporation_id) as corporation_id,
          coalesce(w.weight, 0) as weight, coalesce(h.shares, 0) as shares
        from weights w full join held h on h.fund_id = w.fund_id and h.corporation_id = w.corporation_id),
      priced as (
        select p.*, k.share_price_cents::numeric * d.fund_rate / kr.rate as price, d.cash_cents
        from positions p join due d on d.id = p.fund_id
        join corporations k on k.id = p.corporation_id join currencies kr on kr.code = k.currency_code),
      assets as (
        select fund_id, max(cash_cents) + sum(shares * price) as total from priced group by 1),
      wanted as (
        select p.*, floor(a.total * ${1 - CASH_TARGET_SHARE} * p.weight / p.price)::bigint - p.shares as delta
        from priced p join assets a on a.fund_id = p.fund_id),
      budget as (
        select fund_id,
          max(cash_cents) + coalesce(sum(-delta * price) filter (where delta < 0), 0) - ${REBALANCE_CASH_MARGIN_CENTS} as cash,
          coalesce(sum(delta * price) filter (where delta > 0), 0) as cost
        from wanted group by 1),
      scaled as (
        select w.fund_id, w.corporation_id, w.price,
          case when w.delta < 0 then w.delta
            when b.cash <= 0 then 0
            when b.cost > b.cash then floor(w.delta * b.cash / b.cost)::bigint
            else w.delta end as delta
        from wanted w join budget b on b.fund_id = w.fund_id),
      capped as (
        select s.*, case when s.delta <= 0 then s.delta
          else greatest(0, least(s.delta, k.float_shares - coalesce(sum(greatest(s.delta, 0)) over (
            partition by s.corporation_id order by s.fund_id rows between unbounded preceding and 1 preceding), 0)))
          end as traded
        from scaled s join corporations k on k.id = s.corporation_id)
      select c.fund_id, c.corporation_id, c.traded as shares,
        round(c.traded * c.price)::bigint as amount, k.share_price_cents, k.currency_code,
        k.share_price_cents::numeric / kr.rate / 100 as price_anchor
      from capped c join corporations k on k.id = c.corporation_id join currencies kr on kr.code = k.currency_code
      where c.traded <> 0`);
    await tx.execute(sql`
      update corporation_shareholders h set shares = h.shares + t.shares
      from fund_trades t
      where t.shares < 0 and h.holder_kind = 'fund' and h.holder_id = t.fund_id and h.corporation_id = t.corporation_id`);
    await tx.execute(sql`
      insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares, avg_cost_cents)
      select corporation_id, 'fund', fund_id, shares, share_price_cents from fund_trades where shares > 0
      order by corporation_id, fund_id
      on conflict (corporation_id, holder_kind, holder_id) do update set
        shares = corporation_shareholders.shares + excluded.shares,
        avg_cost_cents = round((corporation_shareholders.shares * corporation_shareholders.avg_cost_cents
          + excluded.shares * excluded.avg_cost_cents)::numeric
          / (corporation_shareholders.shares + excluded.shares))::bigint`);
    await tx.execute(sql`
      delete from corporation_shareholders h
      where h.holder_kind = 'fund' and h.shares = 0 and h.super_shares = 0
        and exists (select 1 from fund_trades t where t.fund_id = h.holder_id and t.corporation_id = h.corporation_id)`);
    await tx.execute(sql`
      update corporations k set float_shares = k.float_shares - t.shares
      from (select corporation_id, sum(shares)::bigint as shares from fund_trades group by 1) t
      where t.corporation_id = k.id`);
    await tx.execute(sql`
      insert into share_transactions (corporation_id, kind, turn, shares, price_per_share_cents, total_cents,
        price_per_share_anchor, total_anchor, corp_currency_code, from_kind, from_id, to_kind, to_id, note)
      select corporation_id, 'fund_rebalance', ${turn}, abs(shares), share_price_cents, abs(shares) * share_price_cents,
        round(price_anchor, 6), round(abs(shares) * price_anchor, 4), currency_code,
        case when shares < 0 then 'fund' end, case when shares < 0 then fund_id end,
        case when shares > 0 then 'fund' end, case when shares > 0 then fund_id end, 'index rebalance'
      from fund_trades order by fund_id, corporation_id`);
    await postLedger(tx, {
      with: sql`net as (select fund_id, sum(amount)::bigint as spent from fund_trades group by 1)`,
      entries: sql`
        select m.account_type, m.account_id, f.anchor_currency_code as currency_code, m.amount as amount_cents
        from net p join index_funds f on f.id = p.fund_id cross join lateral (values
          (1, 'fund_cash', p.fund_id, -p.spent), (2, 'system', 'share_market', p.spent)) as m(ord, account_type, account_id, amount)
        where p.spent <> 0
        order by p.fund_id, m.ord`,
      transferId: `turn-${turn}-fund-rebalance`,
      reason: 'fund_rebalance',
      turn,
      accounts: ['fund_cash'],
    });
    await tx.execute(sql`
      update index_funds f set last_rebalanced_turn = ${turn}, last_rebalanced_at = ${ctx.now.toISOString()}::timestamptz,
        status = case when f.status = 'chartered' then 'active' else f.status end, updated_at = ${ctx.now.toISOString()}::timestamptz
      where f.status in ('chartered', 'winding_down')
        or (f.status = 'active' and (f.last_rebalanced_turn is null
          or f.last_rebalanced_turn <= ${turn - REBALANCE_INTERVAL_TURNS}))`);
  },
});
