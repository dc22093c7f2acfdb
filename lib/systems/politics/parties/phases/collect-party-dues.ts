import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { postLedger, unitsToCents } from '@/lib/systems/core/money';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { moneySql } from '@/lib/systems/core/notifications/sql-text';
import {
  PARTY_DUES,
  PARTY_DUES_INTERVAL_TURNS,
  PARTY_DUES_REASON,
  PARTY_DUES_NOTIFICATION,
} from '../constants';

/**
 * Party dues (lib/systems/politics/parties/constants.ts): every turn, the members whose week of the quarter it is
 * (owesPartyDuesOn) and who hold at least PARTY_DUES in campaign funds pay it into the party treasury. One
 * posting (core/money's writer) debits the members, credits the parties and writes a ledger row per member
 * and per party, all under one transfer id per turn.
 */
export const collectPartyDues = definePhase({
  id: 'collect-party-dues',
  system: 'politics',
  async run(tx, ctx) {
    const dues = unitsToCents(PARTY_DUES);
    const transferId = `turn-${ctx.turn}-party-dues`;
    // Rows are inserted in a stable order (members, then parties, each by id) so that the same seed gives the
    // same ledger ids. By id, the ledger's account index is written page after page: in member order its
    // pages were touched at random, and a million-character world's index does not fit in memory.
    await postLedger(tx, {
      // Locked as read, so a member's funds cannot drop below the dues between this read and the debit.
      with: sql`payers as (
        select c.id, c.party_id from characters c
        where c.party_id is not null and c.campaign_funds_cents >= ${dues}
          and c.seq % ${PARTY_DUES_INTERVAL_TURNS} = ${ctx.turn % PARTY_DUES_INTERVAL_TURNS}
        for update),
      totals as (select party_id, count(*)::bigint * ${dues} as amount from payers group by party_id)`,
      entries: sql`
        select account_type, account_id, currency_code, amount_cents from (
          select 'character_funds' as account_type, payers.id as account_id, co.currency_code,
            ${-dues}::bigint as amount_cents
          from payers join parties p on p.id = payers.party_id join countries co on co.id = p.country_id
          union all
          select 'party_treasury', p.id, co.currency_code, totals.amount
          from totals join parties p on p.id = totals.party_id join countries co on co.id = p.country_id) movements
        order by account_type, account_id`,
      transferId,
      reason: PARTY_DUES_REASON,
      turn: ctx.turn,
      accounts: ['character_funds', 'party_treasury'],
    });
    // Every player who paid is told, so money leaving their campaign funds is never a surprise.
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        select l.account_id as character_id, ${PARTY_DUES_NOTIFICATION} as kind, ${transferId} as key,
          'Party dues paid to ' || p.name as title,
          'Your party took ' || ${moneySql(sql`(-l.amount_cents) / 100.0`, sql`l.currency_code`)}
            || ' from your campaign funds for its treasury, which backs its candidates. Dues fall every '
            || ${PARTY_DUES_INTERVAL_TURNS}::int || ' turns.' as body,
          '/guide/money#dues' as link
        from ledger_entries l
        join characters c on c.id = l.account_id and c.user_id is not null
        join parties p on p.id = c.party_id
        where l.transfer_id = ${transferId} and l.account_type = 'character_funds'`,
    });
  },
});
