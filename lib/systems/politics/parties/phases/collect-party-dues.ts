import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { unitsToCents } from '@/lib/systems/core/money';
import { PARTY_DUES, PARTY_DUES_INTERVAL_TURNS, PARTY_DUES_REASON } from '../constants';

/**
 * Party dues (lib/systems/politics/parties/constants.ts): every turn, the members whose week of the month it is
 * (owesPartyDuesOn) and who hold at least PARTY_DUES in campaign funds pay it into the party treasury. One
 * statement debits the members, credits the parties and writes a ledger row per member and per party, all
 * under one transfer id per turn.
 */
export const collectPartyDues = definePhase({
  id: 'collect-party-dues',
  system: 'politics',
  async run(tx, ctx) {
    const dues = unitsToCents(PARTY_DUES);
    const transferId = `turn-${ctx.turn}-party-dues`;
    // Rows are inserted in a stable order (members by seq, then parties) so that the same seed gives the same
    // ledger ids; ordering by the integer seq rather than the text id keeps the sort of a row per member cheap.
    await tx.execute(sql`
      with payers as (
        update characters c set campaign_funds_cents = c.campaign_funds_cents - ${dues}
        where c.party_id is not null and c.campaign_funds_cents >= ${dues}
          and c.seq % ${PARTY_DUES_INTERVAL_TURNS} = ${ctx.turn % PARTY_DUES_INTERVAL_TURNS}
        returning c.id, c.seq, c.party_id),
      totals as (select party_id, count(*)::bigint * ${dues} as amount from payers group by party_id),
      credited as (
        update parties p set treasury_cents = p.treasury_cents + totals.amount
        from totals where p.id = totals.party_id
        returning p.id, p.country_id, totals.amount)
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      select transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn from (
        select ${transferId}::text as transfer_id, 'character_funds' as account_type, payers.id as account_id,
          co.currency_code, ${-dues}::bigint as amount_cents, ${PARTY_DUES_REASON}::text as reason, ${ctx.turn}::int as turn,
          payers.seq as member_seq
        from payers join parties p on p.id = payers.party_id join countries co on co.id = p.country_id
        union all
        select ${transferId}::text, 'party_treasury', credited.id, co.currency_code, credited.amount,
          ${PARTY_DUES_REASON}::text, ${ctx.turn}::int, null
        from credited join countries co on co.id = credited.country_id) movements
      order by member_seq nulls last, account_id`);
  },
});
