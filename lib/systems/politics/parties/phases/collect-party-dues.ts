import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { unitsToCents } from '@/lib/systems/core/money';
import { isPartyDuesTurn, PARTY_DUES, PARTY_DUES_REASON } from '../constants';

/**
 * Party dues (lib/systems/politics/parties/constants.ts): on dues turns every member with at least PARTY_DUES in
 * campaign funds pays it into the party treasury. One statement debits the members, credits the parties and
 * writes a ledger row per member and per party, all under one transfer id per turn.
 */
export const collectPartyDues = definePhase({
  id: 'collect-party-dues',
  system: 'politics',
  enabled: (ctx) => isPartyDuesTurn(ctx.turn),
  async run(tx, ctx) {
    const dues = unitsToCents(PARTY_DUES);
    const transferId = `turn-${ctx.turn}-party-dues`;
    await tx.execute(sql`
      with payers as (
        update characters c set campaign_funds_cents = c.campaign_funds_cents - ${dues}
        where c.party_id is not null and c.campaign_funds_cents >= ${dues}
        returning c.id, c.party_id),
      totals as (select party_id, count(*)::bigint * ${dues} as amount from payers group by party_id),
      credited as (
        update parties p set treasury_cents = p.treasury_cents + totals.amount
        from totals where p.id = totals.party_id
        returning p.id, p.country_id, totals.amount)
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      select ${transferId}::text, 'character_funds', payers.id, co.currency_code, ${-dues}::bigint, ${PARTY_DUES_REASON}::text, ${ctx.turn}::int
      from payers join parties p on p.id = payers.party_id join countries co on co.id = p.country_id
      union all
      select ${transferId}::text, 'party_treasury', credited.id, co.currency_code, credited.amount, ${PARTY_DUES_REASON}::text, ${ctx.turn}::int
      from credited join countries co on co.id = credited.country_id
      order by 2, 3`);
  },
});
