import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import {
  EXPEL_BELOW_STANDING,
  PARTY_STANDING_NOTIFICATION,
  STANDING_RECOVERY_PER_TURN,
  STANDING_START,
  WHIP_BREAK_STANDING,
} from '../constants';

/** Votes of the last turns are looked at (on conflict, each is counted once): the phase never rescans history. */
const LOOKBACK_TURNS = 2;

/**
 * Party discipline (docs/parties.md): standing comes back by STANDING_RECOVERY_PER_TURN for every member
 * who broke no whip this turn; each vote cast against the party's whip (yes against a no whip, or no
 * against a yes; abstaining is not breaking), after the whip was set, costs WHIP_BREAK_STANDING once.
 * Players who broke a whip are told their new standing.
 */
export const partyDiscipline = definePhase({
  id: 'party-discipline',
  system: 'politics',
  async run(tx, ctx) {
    const broke = await tx.execute<{ party_id: string; character_id: string }>(sql`
      with recent as materialized (
        -- The window's votes with their voter's party first: joining members by party instead was planned
        -- as a scan of a whole party per vote when the statistics lagged the turn's new votes.
        select v.bill_id, v.round, v.character_id, v.vote, v.turn, c.party_id
        from bill_votes v join characters c on c.id = v.character_id
        where v.turn >= ${ctx.turn - LOOKBACK_TURNS} and v.vote in ('yes', 'no') and c.party_id is not null),
      breaks as (
        insert into party_whip_breaks (party_id, bill_id, round, character_id, turn, standing_lost)
        select w.party_id, v.bill_id, v.round, v.character_id, ${ctx.turn}, ${WHIP_BREAK_STANDING}
        from recent v
          join party_whips w on w.bill_id = v.bill_id and w.party_id = v.party_id and v.turn >= w.turn
        where v.vote <> w.position
        order by w.party_id, v.bill_id, v.round, v.character_id
        on conflict do nothing
        returning party_id, character_id, standing_lost),
      lost as (select party_id, character_id, sum(standing_lost)::int as lost from breaks group by 1, 2)
      insert into party_standings (party_id, character_id, standing, updated_turn)
      select party_id, character_id, greatest(0, ${STANDING_START} - lost), ${ctx.turn} from lost
      order by party_id, character_id
      on conflict (party_id, character_id) do update
        set standing = greatest(0, party_standings.standing - (${STANDING_START} - excluded.standing)),
          updated_turn = excluded.updated_turn
      returning party_id, character_id`);
    await tx.execute(sql`
      update party_standings set standing = least(${STANDING_START}, standing + ${STANDING_RECOVERY_PER_TURN}),
        updated_turn = ${ctx.turn}
      where standing < ${STANDING_START} and updated_turn < ${ctx.turn}`);
    if (broke.rows.length === 0) return;
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        select ps.character_id, ${PARTY_STANDING_NOTIFICATION} as kind, 'standing:' || ${ctx.turn} as key,
          'You voted against the ' || p.name || ' whip' as title,
          'Your standing in ' || p.name || ' is now ' || ps.standing || ' of ${sql.raw(String(STANDING_START))}.'
            || case when ps.standing < ${EXPEL_BELOW_STANDING} then ' Below ${sql.raw(String(EXPEL_BELOW_STANDING))}, the leader may expel you.' else '' end
            as body,
          '/countries/' || p.country_id || '/parties/' || p.id as link
        from party_standings ps join parties p on p.id = ps.party_id
        where ps.updated_turn = ${ctx.turn}
          and (ps.party_id, ps.character_id) in (
            select x.party_id, x.character_id from party_whip_breaks x where x.turn = ${ctx.turn})`,
    });
  },
});
