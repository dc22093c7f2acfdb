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
        from due d where d.id = k.id
        returning k.id, k.country_id, k.currency_code, d.tax),
      per_country as (select country_id, sum(tax)::bigint as tax from paid group by 1),
      collected as (
        update country_economies e set treasury_cents = e.treasury_cents + p.tax
        from per_country p where p.country_id = e.country_id
        returning e.country_id)
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      select ${`turn-${ctx.turn}-corp-tax`}, m.account_type, m.account_id, p.currency_code, m.amount,
             'corporate_tax', ${ctx.turn}
      from paid p cross join lateral (values
        (1, 'corporation_cash', p.id, -p.tax),
        (2, 'treasury', p.country_id, p.tax)) as m(ord, account_type, account_id, amount)
      where p.tax <> 0 and exists (select 1 from collected c where c.country_id = p.country_id)
      order by p.id, m.ord`);
  },
});
