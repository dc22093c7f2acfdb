import { sql } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { FUNDS } from '../constants';
import { fundHoldingValues } from '../sql';

/**
 * The NAV phase, after rebalancing: each open fund pays its expense ratio's turn from cash to the
 * named sink 'fund_fees' (suspended below the backing threshold), measures its backing (assets over
 * the last quoted NAV × supply), re-quotes NAV = assets ÷ units, and records the NAV series. A
 * winding-down fund that has sold every holding closes: its cash goes to its unit holders pro rata
 * (the reserve's share to the sink 'fund_reserve'), and it is delisted.
 */
export const valueFunds = definePhase({
  id: 'funds-value',
  system: 'corporations',
  async run(tx, ctx) {
    const turn = ctx.turn;
    await postLedger(tx, {
      with: sql`holdings as (select fund_id, sum(value) as value from (${fundHoldingValues}) v group by 1),
      fees as (
        select f.id, f.anchor_currency_code,
          least(f.cash_cents, floor((f.cash_cents + coalesce(h.value, 0)) * f.expense_ratio_annual
            / ${FUNDS.turnsPerYear}))::bigint as fee
        from index_funds f left join holdings h on h.fund_id = f.id
        where f.status in ('active', 'paused', 'winding_down') and f.unit_supply > 0
          and f.backing_ratio >= ${FUNDS.feeSuspendedBelowBackingRatio})`,
      entries: sql`
        select m.account_type, m.account_id, c.anchor_currency_code as currency_code, m.amount as amount_cents
        from fees c cross join lateral (values
          (1, 'fund_cash', c.id, -c.fee), (2, 'system', 'fund_fees', c.fee)) as m(ord, account_type, account_id, amount)
        where c.fee > 0
        order by c.id, m.ord`,
      transferId: `turn-${turn}-fund-fees`,
      reason: 'fund_fee',
      turn,
      accounts: ['fund_cash'],
    });
    await tx.execute(sql`
      with holdings as (select fund_id, sum(value) as value from (${fundHoldingValues}) v group by 1),
      valued as (
        select f.id, f.cash_cents + coalesce(h.value, 0) as assets, f.unit_supply, f.nav_cents
        from index_funds f left join holdings h on h.fund_id = f.id
        where f.status <> 'delisted' and f.unit_supply > 0)
      update index_funds f set
        backing_ratio = round(v.assets / (v.nav_cents::numeric * v.unit_supply), 6),
        nav_cents = greatest(1, round(v.assets / v.unit_supply))::bigint
      from valued v where v.id = f.id`);
    await closeWoundDownFunds(tx, turn);
    await tx.execute(sql`
      insert into fund_nav_history (fund_id, turn, nav_cents, unit_supply, assets_cents)
      select f.id, ${turn}, f.nav_cents, f.unit_supply,
        round(f.cash_cents + coalesce((select sum(v.value) from (${fundHoldingValues}) v where v.fund_id = f.id), 0))::bigint
      from index_funds f where f.status <> 'delisted' or f.closed_at_turn = ${turn}
      order by f.id
      on conflict (fund_id, turn) do nothing`);
  },
});

async function closeWoundDownFunds(tx: Parameters<typeof valueFunds.run>[0], turn: number): Promise<void> {
  const closing = await tx.execute(sql`
    select 1 from index_funds f where f.status = 'winding_down' and not exists (
      select 1 from corporation_shareholders h where h.holder_kind = 'fund' and h.holder_id = f.id) limit 1`);
  if (closing.rows.length === 0) return;
  await tx.execute(sql`drop table if exists fund_closing_payouts`);
  await tx.execute(sql`
    create temp table fund_closing_payouts on commit drop as
    with closing as (
      select f.id, f.cash_cents, f.unit_supply, f.anchor_currency_code, fr.rate as fund_rate
      from index_funds f join currencies fr on fr.code = f.anchor_currency_code
      where f.status = 'winding_down' and not exists (
        select 1 from corporation_shareholders h where h.holder_kind = 'fund' and h.holder_id = f.id))
    select c.id as fund_id, c.anchor_currency_code as fund_currency, u.character_id, co.currency_code as payee_currency,
      floor(c.cash_cents::numeric * u.units / greatest(c.unit_supply, 1))::bigint as amount,
      floor(floor(c.cash_cents::numeric * u.units / greatest(c.unit_supply, 1)) * coalesce(pr.rate, 1) / c.fund_rate)::bigint
        as received
    from closing c join fund_unit_holdings u on u.fund_id = c.id and u.units > 0
    join characters ch on ch.id = u.character_id join countries co on co.id = ch.country_id
    left join currencies pr on pr.code = co.currency_code
    union all
    select c.id, c.anchor_currency_code, null, c.anchor_currency_code,
      c.cash_cents - coalesce((select sum(floor(c.cash_cents::numeric * u.units / greatest(c.unit_supply, 1)))
        from fund_unit_holdings u where u.fund_id = c.id), 0)::bigint, 0
    from closing c`);
  // The payouts and the reserve's share add up to the fund's cash, so the posting leaves it at zero.
  await postLedger(tx, {
    entries: sql`
      select m.account_type, m.account_id, m.currency_code, m.amount as amount_cents
      from fund_closing_payouts p cross join lateral (values
        (1, 'fund_cash', p.fund_id, p.fund_currency, -p.amount),
        (2, 'system', 'forex_conversion', p.fund_currency,
          case when p.character_id is not null and p.fund_currency <> p.payee_currency then p.amount else 0 end),
        (3, 'system', 'forex_conversion', p.payee_currency,
          case when p.character_id is not null and p.fund_currency <> p.payee_currency then -p.received else 0 end),
        (4, case when p.character_id is null then 'system' else 'character_cash' end,
          coalesce(p.character_id, 'fund_reserve'), p.payee_currency,
          case when p.character_id is null then p.amount else p.received end)
      ) as m(ord, account_type, account_id, currency_code, amount)
      where m.amount <> 0
      order by p.fund_id, p.character_id nulls last, m.ord`,
    transferId: `turn-${turn}-fund-close`,
    reason: 'fund_close',
    turn,
    accounts: ['fund_cash', 'character_cash'],
  });
  await tx.execute(sql`
    delete from fund_unit_holdings u using (select distinct fund_id from fund_closing_payouts) p
    where u.fund_id = p.fund_id`);
  await tx.execute(sql`
    update index_funds f set status = 'delisted', closed_at_turn = ${turn}, unit_supply = 0,
      reserve_units = 0, pause_reason = null
    where f.id in (select distinct fund_id from fund_closing_payouts)`);
}
