import { sql } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
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
        where e.currency_code = k.currency_code)
      -- A corporation with no tax now and none last turn keeps its row as it is.
      update corporations k set
        last_tax_cents = d.tax,
        total_tax_cents = k.total_tax_cents + d.tax
      from due d where d.id = k.id and (d.tax <> 0 or k.last_tax_cents <> 0)`);
    // The figure just set is this turn's tax: the writer moves it from cash to the country's treasury.
    await postLedger(tx, {
      with: sql`paid as (
        select k.id, k.country_id, k.currency_code, k.last_tax_cents as tax
        from corporations k join country_economies e on e.country_id = k.country_id
        where e.currency_code = k.currency_code and k.last_tax_cents <> 0)`,
      entries: sql`
        select m.account_type, m.account_id, m.currency_code, m.amount as amount_cents from (
          select 'corporation_cash' as account_type, p.id as account_id, p.currency_code, -p.tax as amount
          from paid p
          union all
          -- Each treasury's side is one row: the sum it was credited.
          select 'treasury', p.country_id, p.currency_code, sum(p.tax)::bigint
          from paid p group by p.country_id, p.currency_code) m
        order by m.account_type, m.account_id, m.currency_code`,
      transferId: `turn-${ctx.turn}-corp-tax`,
      reason: 'corporate_tax',
      turn: ctx.turn,
      accounts: ['corporation_cash', 'treasury'],
    });
  },
});
