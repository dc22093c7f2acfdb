import { sql } from 'drizzle-orm';
import { choiceWindowClosedSql, openChoiceWindow } from '@/lib/platform/player-window';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import {
  LEADERSHIP_INTERVAL_TURNS,
  LEADERSHIP_MIN_STANDING,
  LEADERSHIP_RACE_TURNS,
  NPP_LEADERSHIP_CANDIDATES,
  PARTY_LEADERSHIP_NOTIFICATION,
} from '../constants';
import { standingSql } from '../party-actor';

/**
 * Leadership races (docs/parties.md), set-based:
 * 1. races whose window closed are decided: every non-player member who has not voted votes for the
 *    candidate nearest their own positions (then the more influential), counted rather than stored as a
 *    row each (a player's vote is a row); the most votes wins (then
 *    influence, then seq); a race nobody stood in keeps the sitting leader (or the most influential member);
 * 2. parties whose next race is due open one: the NPP_LEADERSHIP_CANDIDATES most influential non-player
 *    members with standing stand at once; players have until the window closes to stand and vote.
 * Players among the members are told when a race opens and who won.
 */
export const partyLeadership = definePhase({
  id: 'party-leadership',
  system: 'politics',
  async run(tx, ctx) {
    const closed = choiceWindowClosedSql(sql`r.closes_turn`, sql`r.closes_at`, ctx);
    // Waits for players' votes and candidacies in flight (they share-lock the race), so the count sees them.
    await tx.execute(
      sql`select r.id from party_leadership_races r where r.status = 'open' and ${closed} order by r.id for update`,
    );
    const decided = await tx.execute<{ party_id: string }>(sql`
      with due as (
        select r.id, r.party_id from party_leadership_races r where r.status = 'open' and ${closed}),
      -- Non-player members' votes are counted, not stored (a row per member and race was most of a large
      -- world's turn). A non-player votes for the candidate nearest its positions (then the more influential),
      -- so members who share positions vote alike: counted by position (a few dozen), not chosen member by
      -- member (a big party's hundred thousand, up to 3 s of a turn at WORLD_SCALE=1000).
      npc_positions as (
        select due.id as race_id, m.policy_economic, m.policy_social, count(*)::int as members
        from due
          -- Through the party index, as where the candidates stand below.
          cross join lateral (select c.id, c.policy_economic, c.policy_social from characters c
            where c.party_id = due.party_id and c.user_id is null offset 0) m
        where not exists (select 1 from party_leadership_votes v where v.race_id = due.id and v.voter_character_id = m.id)
        group by due.id, m.policy_economic, m.policy_social),
      npc_choices as (
        select distinct on (p.race_id, p.policy_economic, p.policy_social) p.race_id, k.id as candidate_id, p.members
        from npc_positions p
          join party_leadership_candidates lc on lc.race_id = p.race_id
          join characters k on k.id = lc.character_id
        order by p.race_id, p.policy_economic, p.policy_social,
          power(p.policy_economic - k.policy_economic, 2) + power(p.policy_social - k.policy_social, 2),
          k.political_influence desc, k.seq),
      npc_votes as (
        select race_id, candidate_id, sum(members)::int as votes from npc_choices group by race_id, candidate_id),
      tally as (
        update party_leadership_candidates lc set votes = coalesce((
          select count(*)::int from party_leadership_votes v
          where v.race_id = lc.race_id and v.candidate_character_id = lc.character_id), 0)
          + coalesce((select n.votes from npc_votes n
            where n.race_id = lc.race_id and n.candidate_id = lc.character_id), 0)
        from due where lc.race_id = due.id
        returning lc.race_id, lc.character_id, lc.votes),
      ranked as (
        select distinct on (t.race_id) t.race_id, t.character_id from tally t
          join characters k on k.id = t.character_id
          join due on due.id = t.race_id
        where k.party_id = due.party_id
        order by t.race_id, t.votes desc, k.political_influence desc, k.seq),
      winners as (
        select due.id, due.party_id, coalesce(ranked.character_id,
          (select p.chair_character_id from parties p join characters c on c.id = p.chair_character_id
             and c.party_id = p.id where p.id = due.party_id),
          (select c.id from characters c where c.party_id = due.party_id
             order by c.political_influence desc, c.seq limit 1)) as winner
        from due left join ranked on ranked.race_id = due.id),
      races as (
        update party_leadership_races r set status = 'decided', winner_character_id = w.winner,
          decided_turn = ${ctx.turn}
        from winners w where r.id = w.id returning r.id)
      update parties p set chair_character_id = w.winner,
        leader_since_turn = case when p.chair_character_id is distinct from w.winner or p.leader_since_turn is null
          then ${ctx.turn} else p.leader_since_turn end,
        next_leadership_turn = ${ctx.turn + LEADERSHIP_INTERVAL_TURNS}
      from winners w where p.id = w.party_id
      returning p.id as party_id`);
    if (decided.rows.length > 0) {
      const ids = JSON.stringify(decided.rows.map((r) => r.party_id));
      await notifyMany(tx, {
        turn: ctx.turn,
        now: ctx.now,
        source: sql`
          select m.id as character_id, ${PARTY_LEADERSHIP_NOTIFICATION} as kind, r.id || ':decided' as key,
            coalesce(w.name, 'Nobody') || ' leads ' || p.name as title,
            'The leadership race of ' || p.name || ' is decided: ' || coalesce(w.name, 'nobody') || ' won with '
              || coalesce(lc.votes, 0) || ' of '
              || (select coalesce(sum(t.votes), 0) from party_leadership_candidates t where t.race_id = r.id)
              || ' votes. The next race opens at turn ' || p.next_leadership_turn || '.' as body,
            '/countries/' || p.country_id || '/parties/' || p.id as link
          from parties p
            join party_leadership_races r on r.party_id = p.id and r.decided_turn = ${ctx.turn}
            join characters m on m.party_id = p.id and m.user_id is not null
            left join characters w on w.id = r.winner_character_id
            left join party_leadership_candidates lc on lc.race_id = r.id and lc.character_id = r.winner_character_id
          where p.id in (select jsonb_array_elements_text(${ids}::jsonb))`,
      });
    }

    // Seeded parties get their first race spread over the interval, so they do not all vote on one turn.
    await tx.execute(sql`
      update parties set next_leadership_turn = ${ctx.turn + 1} + mod(abs(hashtext(id)), ${LEADERSHIP_INTERVAL_TURNS})
      where next_leadership_turn is null and not is_default`);
    const player = openChoiceWindow({
      turn: ctx.turn,
      turns: LEADERSHIP_RACE_TURNS,
      now: ctx.now,
      addressedToPlayer: true,
    });
    const npp = openChoiceWindow({
      turn: ctx.turn,
      turns: LEADERSHIP_RACE_TURNS,
      now: ctx.now,
      addressedToPlayer: false,
    });
    const opened = await tx.execute<{ id: string }>(sql`
      insert into party_leadership_races (id, party_id, opened_turn, closes_turn, closes_at)
      select p.id || '-leadership-' || ${ctx.turn}, p.id, ${ctx.turn}, ${player.closesTurn},
        case when exists (select 1 from characters c where c.party_id = p.id and c.user_id is not null)
          then ${player.closesAt.toISOString()}::timestamptz else ${npp.closesAt.toISOString()}::timestamptz end
      from parties p
      where not p.is_default and p.next_leadership_turn <= ${ctx.turn}
        and exists (select 1 from characters c where c.party_id = p.id)
        and not exists (select 1 from party_leadership_races r where r.party_id = p.id and r.status = 'open')
      order by p.id
      returning id`);
    if (opened.rows.length === 0) return;
    const raceIds = JSON.stringify(opened.rows.map((r) => r.id));
    await tx.execute(sql`
      insert into party_leadership_candidates (race_id, character_id, turn)
      select race_id, id, ${ctx.turn} from (
        select r.id as race_id, c.id,
          row_number() over (partition by r.id order by c.political_influence desc, c.seq) as place
        -- Each race's members read through the party index (offset 0 keeps the subquery apart): planned as a
        -- join, a tenth of the world per party looked like a scan of every character (1.4 s at WORLD_SCALE=1000).
        from party_leadership_races r
        cross join lateral (select m.id, m.political_influence, m.seq from characters m
          where m.party_id = r.party_id and m.user_id is null offset 0) c
        where r.id in (select jsonb_array_elements_text(${raceIds}::jsonb))
          and ${standingSql(sql`r.party_id`, sql`c.id`)} >= ${LEADERSHIP_MIN_STANDING}) eligible
      where place <= ${NPP_LEADERSHIP_CANDIDATES}
      order by race_id, id`);
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        select m.id as character_id, ${PARTY_LEADERSHIP_NOTIFICATION} as kind, r.id || ':opened' as key,
          'Leadership election in ' || p.name as title,
          'Members of ' || p.name || ' choose their leader. Stand or vote before turn ' || r.closes_turn
            || ' on the party page.' as body,
          '/countries/' || p.country_id || '/parties/' || p.id as link
        from party_leadership_races r join parties p on p.id = r.party_id
          join characters m on m.party_id = p.id and m.user_id is not null
        where r.id in (select jsonb_array_elements_text(${raceIds}::jsonb))`,
    });
  },
});
