import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { postLedger, unitsToCents } from '@/lib/systems/core/money';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { moneySql } from '@/lib/systems/core/notifications/sql-text';
import {
  GRANT_MIN_STANDING,
  NPP_GRANT_INTERVAL_TURNS,
  NPP_GRANT_MIN_TREASURY,
  NPP_GRANT_SHARE,
  PARTY_GRANT_NOTIFICATION,
  PARTY_GRANT_REASON,
} from '../constants';
import { standingSql } from '../party-actor';

/**
 * Non-player leaders grant (the same movement as POST /api/parties/[id]/grants): every
 * NPP_GRANT_INTERVAL_TURNS turns, a party led by a non-player whose treasury holds at least
 * NPP_GRANT_MIN_TREASURY gives NPP_GRANT_SHARE of it, in equal whole-cent parts, to its members running in
 * an undecided race with standing of at least GRANT_MIN_STANDING (never the leader). One posting through
 * core/money's writer for the turn; each grant is recorded and its played recipients told.
 */
export const nppPartyGrants = definePhase({
  id: 'npp-party-grants',
  system: 'politics',
  enabled: (ctx) => ctx.turn % NPP_GRANT_INTERVAL_TURNS === 1,
  async run(tx, ctx) {
    const transferId = `turn-${ctx.turn}-party-grants`;
    await postLedger(tx, {
      with: sql`funded as (
        select p.id, p.chair_character_id, p.treasury_cents, co.currency_code from parties p
          join characters leader on leader.id = p.chair_character_id and leader.user_id is null
          join countries co on co.id = p.country_id
        where not p.is_default and p.treasury_cents >= ${unitsToCents(NPP_GRANT_MIN_TREASURY)}
        for update of p),
      recipients as (
        select f.id as party_id, f.currency_code, c.id as character_id, c.seq,
          count(*) over (partition by f.id) as n, f.treasury_cents
        from funded f join characters c on c.party_id = f.id and c.id <> f.chair_character_id
        where exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
            where ec.character_id = c.id and not ec.eliminated_in_primary and e.status <> 'closed'
              and e.end_turn > ${ctx.turn})
          and ${standingSql(sql`f.id`, sql`c.id`)} >= ${GRANT_MIN_STANDING}),
      grants as (
        select party_id, currency_code, character_id, seq,
          floor(treasury_cents * ${NPP_GRANT_SHARE}::float8 / n)::bigint as cents
        from recipients)`,
      entries: sql`
        select account_type, account_id, currency_code, amount_cents from (
          select 'character_funds' as account_type, character_id as account_id, currency_code,
            cents as amount_cents, seq from grants where cents > 0
          union all
          select 'party_treasury', party_id, currency_code, -sum(cents)::bigint, null from grants
          where cents > 0 group by party_id, currency_code) movements
        order by seq nulls last, account_id`,
      transferId,
      reason: PARTY_GRANT_REASON,
      turn: ctx.turn,
      accounts: ['character_funds', 'party_treasury'],
    });
    await tx.execute(sql`
      insert into party_grants (id, party_id, character_id, granted_by_character_id, amount_cents, turn, transfer_id)
      select ${transferId} || ':' || l.account_id, c.party_id, l.account_id, p.chair_character_id, l.amount_cents,
        ${ctx.turn}, ${transferId}
      from ledger_entries l join characters c on c.id = l.account_id join parties p on p.id = c.party_id
      where l.transfer_id = ${transferId} and l.account_type = 'character_funds'
      order by l.account_id`);
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        select g.character_id, ${PARTY_GRANT_NOTIFICATION} as kind, g.id as key,
          p.name || ' granted you ' || ${moneySql(sql`g.amount_cents / 100.0`, sql`co.currency_code`)} as title,
          'Your party''s leader moved ' || ${moneySql(sql`g.amount_cents / 100.0`, sql`co.currency_code`)}
            || ' from its treasury to your campaign funds.' as body,
          '/countries/' || p.country_id || '/parties/' || p.id as link
        from party_grants g join parties p on p.id = g.party_id join countries co on co.id = p.country_id
        where g.transfer_id = ${transferId}`,
    });
  },
});
