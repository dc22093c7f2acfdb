import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { moneySql } from '@/lib/systems/core/notifications/sql-text';
import { controllingCorporationSql } from '../control';
import { withoutJit } from './without-jit';

/**
 * Dividends: each corporation pays its dividend rate of the turn's after-tax profit, pro rata to
 * every held share (common and super; the unowned float earns nothing), in a few statements over a
 * temporary payment table. Payees are characters' cash, corporations' cash, states' treasuries and
 * index funds' cash, converted at the forex rate through the named 'forex_conversion' account when currencies differ;
 * non-player persons take their dividends out of play into the sink 'npp_dividends'.
 */
export const payDividends = definePhase({
  id: 'corporations-pay-dividends',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    // A parent's dividend floor counts only with the flag on and while the setter still controls.
    const rate = ctx.flags.subsidiaryCorporationsEnabled
      ? sql`greatest(k.dividend_rate_pct, case when k.parent_dividend_floor_set_by_corp_id is null then 0
          when k.parent_dividend_floor_set_by_corp_id = ${controllingCorporationSql(sql`k`)}
          then k.parent_dividend_floor_pct else 0 end)`
      : sql`k.dividend_rate_pct`;
    await tx.execute(sql`drop table if exists dividend_payments`);
    await tx.execute(sql`
      create temp table dividend_payments on commit drop as
      with payers as (
        select k.id, k.currency_code, cur.rate as payer_rate,
          least(k.cash_cents, floor(greatest(0, k.last_profit_cents - k.last_tax_cents)
            * ${rate} / 100))::numeric as pool,
          (select sum(h.shares + h.super_shares) from corporation_shareholders h
            where h.corporation_id = k.id)::numeric as held
        from corporations k join currencies cur on cur.code = k.currency_code
        where (k.dividend_rate_pct > 0 or k.parent_dividend_floor_pct > 0) and k.last_profit_cents > k.last_tax_cents),
      shares as (
        select p.id as payer_id, p.currency_code as payer_currency, p.payer_rate, h.holder_kind, h.holder_id,
          floor(p.pool * (h.shares + h.super_shares) / p.held)::bigint as amount,
          case h.holder_kind
            when 'character' then (select co.currency_code from characters c
              join countries co on co.id = c.country_id where c.id = h.holder_id)
            when 'corporation' then (select x.currency_code from corporations x where x.id = h.holder_id)
            when 'state' then (select co.currency_code from countries co where co.id = h.holder_id)
            when 'fund' then (select f.anchor_currency_code from index_funds f where f.id = h.holder_id)
            else p.currency_code end as payee_currency
        from payers p join corporation_shareholders h on h.corporation_id = p.id
        where p.held > 0 and h.shares + h.super_shares > 0)
      select s.*, floor(s.amount * coalesce(pc.rate, s.payer_rate) / s.payer_rate)::bigint as received
      from shares s left join currencies pc on pc.code = s.payee_currency
      where s.amount > 0 and s.payee_currency is not null`);
    await tx.execute(sql`
      update corporations k set cash_cents = k.cash_cents - d.total, last_dividends_cents = d.total,
        total_dividends_cents = k.total_dividends_cents + d.total
      from (select payer_id, sum(amount)::bigint as total from dividend_payments group by 1) d
      where d.payer_id = k.id`);
    await tx.execute(sql`
      update corporations k set last_dividends_cents = 0
      where k.last_dividends_cents <> 0 and not exists (select 1 from dividend_payments d where d.payer_id = k.id)`);
    await tx.execute(sql`
      update characters c set cash_on_hand_cents = c.cash_on_hand_cents + d.total
      from (select holder_id, sum(received)::bigint as total from dividend_payments
            where holder_kind = 'character' group by 1) d
      where d.holder_id = c.id`);
    await tx.execute(sql`
      update corporations k set cash_cents = k.cash_cents + d.total
      from (select holder_id, sum(received)::bigint as total from dividend_payments
            where holder_kind = 'corporation' group by 1) d
      where d.holder_id = k.id`);
    await tx.execute(sql`
      update country_economies e set treasury_cents = e.treasury_cents + d.total
      from (select holder_id, sum(received)::bigint as total from dividend_payments
            where holder_kind = 'state' group by 1) d
      where d.holder_id = e.country_id`);
    await tx.execute(sql`
      update index_funds f set cash_cents = f.cash_cents + d.total
      from (select holder_id, sum(received)::bigint as total from dividend_payments
            where holder_kind = 'fund' group by 1) d
      where d.holder_id = f.id`);
    await tx.execute(sql`
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      select ${`turn-${ctx.turn}-dividends`}, m.account_type, m.account_id, m.currency_code, m.amount,
             'dividend', ${ctx.turn}
      from dividend_payments d cross join lateral (values
        (1, 'corporation_cash', d.payer_id, d.payer_currency, -d.amount),
        (2, 'system', 'forex_conversion', d.payer_currency,
          case when d.payer_currency <> d.payee_currency then d.amount else 0 end),
        (3, 'system', 'forex_conversion', d.payee_currency,
          case when d.payer_currency <> d.payee_currency then -d.received else 0 end),
        (4, case d.holder_kind when 'character' then 'character_cash' when 'corporation' then 'corporation_cash'
              when 'state' then 'treasury' when 'fund' then 'fund_cash' else 'system' end,
            case d.holder_kind when 'npp' then 'npp_dividends' else d.holder_id end,
            d.payee_currency,
            case when d.holder_kind = 'npp' then d.amount else d.received end)
      ) as m(ord, account_type, account_id, currency_code, amount)
      where m.amount <> 0
      order by d.payer_id, d.holder_kind, d.holder_id, m.ord`);
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        select d.holder_id as character_id, 'dividend_paid' as kind, d.payer_id || ':' || ${ctx.turn} as key,
               k.name || ' paid you a dividend' as title,
               'You received ' || ${moneySql(sql`d.received / 100.0`, sql`d.payee_currency`)} || ' for your '
                 || to_char(h.shares + h.super_shares, 'FM999,999,999,990') || ' shares.' as body,
               '/corporations/' || k.seq as link
        from dividend_payments d
        join characters c on c.id = d.holder_id and c.user_id is not null
        join corporations k on k.id = d.payer_id
        join corporation_shareholders h on h.corporation_id = d.payer_id and h.holder_kind = 'character'
          and h.holder_id = d.holder_id
        where d.holder_kind = 'character' and d.received > 0`,
    });
  },
});
