import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { withoutJit } from './without-jit';

/**
 * Corporate tax on the turn's positive profit at the country's domestic corporate rate (percent),
 * moved from each corporation's cash to its country's treasury: both are ledger accounts.
 */
export const payCorporateTax = definePhase({
  id: 'corporations-pay-tax',
  system: 'corporations',
  async run(tx, ctx) {
    await withoutJit(tx);
    await tx.execute(sql`
      with due as (
        select k.id, k.country_id, k.currency_code,
          least(k.cash_cents, round(greatest(0, k.last_profit_cents)
            * coalesce((e.tax_rates ->> 'domesticCorporateTax')::numeric, 0) / 100))::bigint as tax
        from corporations k join country_economies e on e.country_id = k.country_id
        where e.currency_code = k.currency_code),
      paid as (
        update corporations k set
          cash_cents = k.cash_cents - d.tax,
          last_tax_cents = d.tax,
          total_tax_cents = k.total_tax_cents + d.tax
        -- A corporation with no tax now and none last turn keeps its row as it is.
        from due d where d.id = k.id and (d.tax <> 0 or k.last_tax_cents <> 0)
        returning k.id, k.country_id, k.currency_code, d.tax),
      per_country as (select country_id, sum(tax)::bigint as tax from paid group by 1),
      collected as (
        update country_economies e set treasury_cents = e.treasury_cents + p.tax
        from per_country p where p.country_id = e.country_id
        returning e.country_id)
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      select ${`turn-${ctx.turn}-corp-tax`}, m.account_type, m.account_id, m.currency_code, m.amount,
             'corporate_tax', ${ctx.turn}
      from (
        select 'corporation_cash' as account_type, p.id as account_id, p.currency_code, -p.tax as amount
        from paid p where p.tax <> 0 and p.country_id in (select country_id from collected)
        union all
        -- Each treasury's side is one row: the sum it was credited.
        select 'treasury', p.country_id, p.currency_code, sum(p.tax)::bigint
        from paid p where p.tax <> 0 and p.country_id in (select country_id from collected)
        group by p.country_id, p.currency_code) m
      order by m.account_type, m.account_id, m.currency_code`);
  },
});
