import { sql } from 'drizzle-orm';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { groupLossRelief, type MemberResult } from '../loss-relief';
import { ensureHoldingGroupTable } from './holding-group-table';

/**
 * Group loss relief: every member was taxed alone by the corporations system; this turn's relief
 * per group and country is paid back from the national treasury to the members that paid tax,
 * with ledger rows. A treasury too small for a group's whole relief pays that group nothing.
 */
export const payGroupLossRelief = definePhase({
  id: 'subsidiaries-group-loss-relief',
  system: 'subsidiaries',
  async run(tx, ctx) {
    await ensureHoldingGroupTable(tx);
    const members = await tx.execute<{
      root_id: string;
      id: string;
      country_id: string;
      profit: string;
      tax: string;
      treasury: string;
    }>(sql`
      select g.root_id, k.id, k.country_id, k.last_profit_cents as profit, k.last_tax_cents as tax,
        e.treasury_cents as treasury
      from holding_group_members g join corporations k on k.id = g.corporation_id
      join country_economies e on e.country_id = k.country_id and e.currency_code = k.currency_code
      order by g.root_id, k.country_id, k.id`);
    const groups = new Map<string, MemberResult[]>();
    const treasury = new Map<string, number>();
    for (const row of members.rows) {
      const key = `${row.root_id}|${row.country_id}`;
      const list = groups.get(key) ?? [];
      list.push({ corporationId: row.id, profitCents: Number(row.profit), taxCents: Number(row.tax) });
      groups.set(key, list);
      treasury.set(row.country_id, Number(row.treasury));
    }
    const payouts: { id: string; cents: number }[] = [];
    for (const [key, list] of groups) {
      const relief = groupLossRelief(list);
      const country = key.split('|')[1]!;
      const total = [...relief.values()].reduce((a, b) => a + b, 0);
      if (total === 0 || total > treasury.get(country)!) continue;
      treasury.set(country, treasury.get(country)! - total);
      for (const [id, cents] of relief) payouts.push({ id, cents });
    }
    if (payouts.length === 0) return;
    await postLedger(tx, {
      with: sql`relief as (
        select r.id, r.cents, k.country_id, k.currency_code
        from jsonb_to_recordset(${JSON.stringify(payouts)}::jsonb) as r(id text, cents bigint)
        join corporations k on k.id = r.id)`,
      entries: sql`
        select m.account_type, m.account_id, r.currency_code, m.amount as amount_cents
        from relief r cross join lateral (values
          (1, 'treasury', r.country_id, -r.cents),
          (2, 'corporation_cash', r.id, r.cents)) as m(ord, account_type, account_id, amount)
        order by r.id, m.ord`,
      transferId: `turn-${ctx.turn}-group-loss-relief`,
      reason: 'group_loss_relief',
      turn: ctx.turn,
      accounts: ['treasury', 'corporation_cash'],
    });
  },
});
