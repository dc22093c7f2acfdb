import { sql, type SQL } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { moneySql } from '@/lib/systems/core/notifications/sql-text';
import { controllingCorporationSql } from '../control';
import { DIVIDEND_INTERVAL_TURNS } from '../dividend-limit';
import { withoutJit } from './without-jit';

/**
 * This turn's declared dividend of each corporation `k`: its rate (or its parent's honoured floor) of the turn's
 * after-tax profit, nothing on a loss. The dividend phase pays it with the quarter's; the history keeps it.
 */
export function declaredDividendSql(flags: TurnContext['flags']): SQL {
  // A parent's dividend floor counts only with the flag on and while the setter still controls.
  const rate = flags.subsidiaryCorporationsEnabled
    ? sql`greatest(k.dividend_rate_pct, case when k.parent_dividend_floor_set_by_corp_id is null then 0
        when k.parent_dividend_floor_set_by_corp_id = ${controllingCorporationSql(sql`k`)}
        then k.parent_dividend_floor_pct else 0 end)`
    : sql`k.dividend_rate_pct`;
  return sql`(case when (k.dividend_rate_pct > 0 or k.parent_dividend_floor_pct > 0)
      and k.last_profit_cents > k.last_tax_cents
    then floor((k.last_profit_cents - k.last_tax_cents) * ${rate} / 100) else 0 end)::bigint`;
}

/**
 * Dividends (docs/money.md, "Dividends"): once a quarter, on its own week (paysDividendsOn), a corporation pays
 * the dividends declared since its last payment day (the history's, and this turn's), at most its cash, pro rata
 * to every share held that day (common and super; the unowned float earns nothing), in a few statements over a
 * temporary payment table. Payees are characters' cash, corporations' cash, states' treasuries and index funds'
 * cash, converted at the forex rate through the named 'forex_conversion' account when currencies differ;
 * non-player persons take their dividends out of play into the sink 'npp_dividends'. The ledger gets one row
 * per account and currency for the turn's dividends. The other corporations are not written.
 */
export const payDividends = definePhase({
  id: 'corporations-pay-dividends',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    // The corporations paying this turn, found by seq through its index: the table is one corporation a page.
    const dueSeqs = sql`array(select generate_series(${ctx.turn % DIVIDEND_INTERVAL_TURNS},
      (select max(seq) from corporations), ${DIVIDEND_INTERVAL_TURNS}))`;
    await tx.execute(sql`drop table if exists dividend_payments`);
    await tx.execute(sql`
      create temp table dividend_payments on commit drop as
      -- Materialized, and payees' currencies by joins: inlined, each subquery ran once per expression.
      with due as materialized (
        select k.id, k.currency_code, cur.rate as payer_rate,
          least(k.cash_cents, ${declaredDividendSql(ctx.flags)} + coalesce((
            select sum(h.dividend_declared_cents) from corporation_history h where h.corporation_id = k.id
              and h.turn > ${ctx.turn - DIVIDEND_INTERVAL_TURNS} and h.turn < ${ctx.turn}), 0))::numeric as pool
        from corporations k join currencies cur on cur.code = k.currency_code
        where k.seq = any(${dueSeqs})),
      payers as materialized (
        select d.*, h.held from due d
        join lateral (select sum(shares + super_shares)::numeric as held
          from corporation_shareholders where corporation_id = d.id) h on true
        where d.pool > 0 and h.held > 0),
      shares as materialized (
        select p.id as payer_id, p.currency_code as payer_currency, p.payer_rate, h.holder_kind, h.holder_id,
          floor(p.pool * (h.shares + h.super_shares) / p.held)::bigint as amount,
          h.shares + h.super_shares as shares,
          case h.holder_kind
            when 'character' then cco.currency_code
            when 'corporation' then x.currency_code
            when 'state' then sco.currency_code
            when 'fund' then f.anchor_currency_code
            else p.currency_code end as payee_currency
        from payers p join corporation_shareholders h on h.corporation_id = p.id
        left join characters c on h.holder_kind = 'character' and c.id = h.holder_id
        left join countries cco on cco.id = c.country_id
        left join corporations x on h.holder_kind = 'corporation' and x.id = h.holder_id
        left join countries sco on h.holder_kind = 'state' and sco.id = h.holder_id
        left join index_funds f on h.holder_kind = 'fund' and f.id = h.holder_id
        where h.shares + h.super_shares > 0)
      select s.*, floor(s.amount * coalesce(pc.rate, s.payer_rate) / s.payer_rate)::bigint as received
      from shares s left join currencies pc on pc.code = s.payee_currency
      where s.amount > 0 and s.payee_currency is not null`);
    // Autovacuum never sees a temporary table: without statistics the statements below are planned for a
    // few hundred rows, where a million-character world has ten thousand payments.
    await tx.execute(sql`analyze dividend_payments`);
    // The paying corporations' own figures: what each paid, and the last payment reset where it paid nothing.
    await tx.execute(sql`
      update corporations k set last_dividends_cents = d.paid,
        total_dividends_cents = k.total_dividends_cents + d.paid
      from (
        select id, sum(paid)::bigint as paid from (
          select payer_id as id, amount as paid from dividend_payments
          union all
          select id, 0 from corporations where seq = any(${dueSeqs}) and last_dividends_cents <> 0) x
        group by id) d
      where d.id = k.id`);
    // One ledger row per account and currency (a corporation that pays and receives nets to one row), not
    // per payment: the sums are what the balances move by.
    await postLedger(tx, {
      entries: sql`
        select m.account_type, m.account_id, m.currency_code, sum(m.amount)::bigint as amount_cents
        from dividend_payments d cross join lateral (values
          ('corporation_cash', d.payer_id, d.payer_currency, -d.amount),
          ('system', 'forex_conversion', d.payer_currency,
            case when d.payer_currency <> d.payee_currency then d.amount else 0 end),
          ('system', 'forex_conversion', d.payee_currency,
            case when d.payer_currency <> d.payee_currency then -d.received else 0 end),
          (case d.holder_kind when 'character' then 'character_cash' when 'corporation' then 'corporation_cash'
                when 'state' then 'treasury' when 'fund' then 'fund_cash' else 'system' end,
              case d.holder_kind when 'npp' then 'npp_dividends' else d.holder_id end,
              d.payee_currency,
              case when d.holder_kind = 'npp' then d.amount else d.received end)
        ) as m(account_type, account_id, currency_code, amount)
        -- The forex rows of a payment in one currency are zero: dropped before the sort, not after.
        where m.amount <> 0
        group by m.account_type, m.account_id, m.currency_code
        having sum(m.amount) <> 0
        order by m.account_type, m.account_id, m.currency_code`,
      transferId: `turn-${ctx.turn}-dividends`,
      reason: 'dividend',
      turn: ctx.turn,
      accounts: ['corporation_cash', 'character_cash', 'treasury', 'fund_cash'],
    });
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        -- One notification per player per turn: a holder of several payers hears of them together
        -- ("Dividends from 3 corporations: 5.40 USD"), each payer with its amount in the body.
        with paid as (
          select d.holder_id, d.payee_currency, d.received, k.name, k.seq, d.shares
          from dividend_payments d
          join characters c on c.id = d.holder_id and c.user_id is not null
          join corporations k on k.id = d.payer_id
          where d.holder_kind = 'character' and d.received > 0),
        per_holder as (
          select holder_id, payee_currency, count(*)::int as payers, sum(received) as total,
                 min(name) as only_name, min(seq) as only_seq, min(shares) as only_shares,
                 string_agg(name || ' ' || ${moneySql(sql`received / 100.0`, sql`payee_currency`)}, '; '
                            order by received desc, name) as parts
          from paid group by holder_id, payee_currency)
        select holder_id as character_id, 'dividend_paid' as kind,
               case when payers = 1 then only_seq::text else 'all' end || ':' || ${ctx.turn} as key,
               case when payers = 1 then only_name || ' paid you a dividend'
                    else 'Dividends from ' || payers || ' corporations: '
                         || ${moneySql(sql`total / 100.0`, sql`payee_currency`)} end as title,
               case when payers = 1 then 'You received ' || ${moneySql(sql`total / 100.0`, sql`payee_currency`)}
                         || ' for your ' || to_char(only_shares, 'FM999,999,999,990') || ' shares.'
                    else parts || '.' end as body,
               case when payers = 1 then '/corporations/' || only_seq else '/money/history?kind=dividend' end as link
        from per_holder`,
    });
  },
});
