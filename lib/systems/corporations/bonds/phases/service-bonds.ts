import { sql } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { BOND_COUPON_INTERVAL_TURNS, BONDS } from '../constants';

/**
 * Bond service, set-based: each active bond accrues a turn of coupon on every unit every turn, and pays what
 * has accrued on its coupon day (every BOND_COUPON_INTERVAL_TURNS from its issue turn) and at maturity, with
 * its face. A corporation whose cash covers everything its bonds owe this turn pays it all; one that
 * cannot defaults on all its active bonds (nothing paid, principal written off its debt, price to
 * economy.json defaultedMarketPrice, credit score capped). Players' units are paid to their cash
 * (converted through 'forex_conversion' across currencies), the market's units to 'bond_market'.
 */
export const serviceBonds = definePhase({
  id: 'bonds-service',
  system: 'corporations',
  async run(tx, ctx) {
    const turn = ctx.turn;
    const active = await tx.execute(sql`select 1 from corporate_bonds where status = 'active' limit 1`);
    if (active.rows.length === 0) return;
    await tx.execute(sql`drop table if exists bond_due`);
    await tx.execute(sql`drop table if exists bond_payments`);
    await tx.execute(sql`
      create temp table bond_due on commit drop as
      with due as (
        select b.id, b.corporation_id, b.currency_code, b.units_issued, b.units_held, p.paying,
          case when p.paying then floor(b.unit_face_cents * b.coupon_pct / 100 / ${BONDS.turnsPerYear})::bigint
            * (${turn} - coalesce(b.last_coupon_turn, b.issued_turn - 1)) else 0 end::bigint as coupon,
          case when b.matures_at_turn <= ${turn} then b.unit_face_cents else 0 end::bigint as principal
        from corporate_bonds b
        cross join lateral (select b.matures_at_turn <= ${turn}
          or (${turn} - b.issued_turn) % ${BOND_COUPON_INTERVAL_TURNS} = 0 as paying) p
        where b.status = 'active'),
      -- A window, not a join of the bonds to their sums: planned for the few rows the stale statistics of
      -- the status index promise, that join ran as a nested loop over every pair of bonds.
      owed as (
        select d.*, sum(d.units_issued * (d.coupon + d.principal)) over (partition by d.corporation_id)::numeric
          as total, bool_or(d.paying) over (partition by d.corporation_id) as issuer_pays
        from due d)
      -- Only the bonds of issuers with a payment today: the rest neither pay nor default this turn.
      select o.id, o.corporation_id, o.currency_code, o.units_issued, o.units_held, o.coupon, o.principal,
        o.paying, k.cash_cents >= o.total as solvent
      from owed o join corporations k on k.id = o.corporation_id
      where o.issuer_pays`);
    // Autovacuum never sees a temporary table: unanalysed, the statements below are planned for a
    // default few hundred rows, where a million-character world has tens of thousands of bonds.
    await tx.execute(sql`analyze bond_due`);
    await tx.execute(sql`
      create temp table bond_payments on commit drop as
      with payable as (select * from bond_due where solvent),
      payees as (
        select p.id as bond_id, p.corporation_id, p.currency_code as payer_currency, 'character' as payee_kind,
          h.character_id as payee_id, co.currency_code as payee_currency, h.units * (p.coupon + p.principal) as amount
        from payable p join bond_holdings h on h.bond_id = p.id and h.units > 0
        join characters c on c.id = h.character_id join countries co on co.id = c.country_id
        union all
        select p.id, p.corporation_id, p.currency_code, 'market', 'bond_market', p.currency_code,
          (p.units_issued - p.units_held) * (p.coupon + p.principal)
        from payable p where p.units_issued > p.units_held)
      select y.*, floor(y.amount * coalesce(rc.rate, 1) / coalesce(rp.rate, 1))::bigint as received
      from payees y left join currencies rp on rp.code = y.payer_currency
      left join currencies rc on rc.code = y.payee_currency
      where y.amount > 0`);
    await tx.execute(sql`analyze bond_payments`);
    await postLedger(tx, {
      // One row per account and currency, not per bond: the bond market's side, one row per bond, was half
      // the phase's rows.
      entries: sql`
        select m.account_type, m.account_id, m.currency_code, sum(m.amount)::bigint as amount_cents
        from bond_payments p cross join lateral (values
          ('corporation_cash', p.corporation_id, p.payer_currency, -p.amount),
          ('system', 'forex_conversion', p.payer_currency,
            case when p.payer_currency <> p.payee_currency then p.amount else 0 end),
          ('system', 'forex_conversion', p.payee_currency,
            case when p.payer_currency <> p.payee_currency then -p.received else 0 end),
          (case p.payee_kind when 'character' then 'character_cash' else 'system' end, p.payee_id,
            p.payee_currency, p.received)
        ) as m(account_type, account_id, currency_code, amount)
        where m.amount <> 0
        group by m.account_type, m.account_id, m.currency_code
        having sum(m.amount) <> 0
        order by m.account_type, m.account_id, m.currency_code`,
      transferId: `turn-${turn}-bond-service`,
      reason: 'bond_service',
      turn,
      accounts: ['corporation_cash', 'character_cash'],
    });
    // Bonds that paid: matured ones settle (principal leaves the debt); the rest record their coupon day.
    await tx.execute(sql`
      with paid as (
        update corporate_bonds b set last_coupon_turn = ${turn},
          status = case when b.matures_at_turn <= ${turn} then 'matured' else b.status end,
          settled_at_turn = case when b.matures_at_turn <= ${turn} then ${turn} else b.settled_at_turn end,
          units_held = case when b.matures_at_turn <= ${turn} then 0 else b.units_held end
        where b.status = 'active' and b.id in (select id from bond_due where solvent and paying)
        returning b.id, b.corporation_id, b.status, b.units_issued * b.unit_face_cents as principal),
      repaid as (
        select corporation_id, sum(principal)::bigint as principal from paid where status = 'matured' group by 1),
      cleared as (
        delete from bond_holdings h using paid p where h.bond_id = p.id and p.status = 'matured')
      update corporations k set total_debt_cents = greatest(0, k.total_debt_cents - r.principal)
      from repaid r where r.corporation_id = k.id`);
    // Active bonds still unpaid belong to corporations that could not pay: default.
    await tx.execute(sql`
      with defaulted as (
        update corporate_bonds b set status = 'defaulted', defaulted_at_turn = ${turn},
          market_price = ${BONDS.defaultedMarketPrice}, yield_to_maturity = 0
        where b.status = 'active' and b.id in (select id from bond_due where not solvent)
        returning b.corporation_id, b.units_issued * b.unit_face_cents as principal),
      written_off as (select corporation_id, sum(principal)::bigint as principal from defaulted group by 1)
      update corporations k set total_debt_cents = greatest(0, k.total_debt_cents - w.principal),
        credit_score = least(k.credit_score, ${BONDS.defaultPenalty.maxScore}),
        credit_rating = ${BONDS.defaultPenalty.rating}
      from written_off w where w.corporation_id = k.id`);
  },
});
