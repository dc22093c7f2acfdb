import { sql } from 'drizzle-orm';
import { choiceWindowClosedSql, openChoiceWindow } from '@/lib/platform/player-window';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import {
  PARTY_SELECTION_NOTIFICATION,
  SELECTION_CHALLENGE_SHARE,
  SELECTION_INCUMBENCY_BONUS,
  SELECTION_INFLUENCE_WEIGHT,
  SELECTION_NOISE,
  SELECTION_WINDOW_TURNS,
} from '../constants';
import { CHALLENGERS_PER_PARTY_PER_SEAT } from '@/lib/systems/politics/elections/constants';
import {
  electionNameSql,
  membersSelectSql,
  partyPlacesSql,
  selectionVotesCastSql,
  selectionVotesSql,
  selectorSql,
} from '../selections';

/** A seeded draw in [0, 1) from a salt and text parts. */
const draw = (salt: number, ...parts: ReturnType<typeof sql>[]) =>
  sql`(('x' || substr(md5(${String(salt)} || ${sql.join(
    parts.map((p) => sql`':' || ${p}`),
    sql` || `,
  )}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/**
 * Candidate selection by members (docs/parties.md), set-based, right after elections are scheduled:
 * 1. in a seeded share of the regional races opened this turn whose party slate is full, a non-player member
 *    of the region challenges for a place on it;
 * 2. a selection opens for every party with more candidates in a race than its places (partyPlacesSql: its
 *    slate, or the seats it holds there; reopening a decided
 *    one when a player files later). With a player among the candidates or the members who choose, the
 *    window is SELECTION_WINDOW_TURNS turns (and PLAYER_WINDOW_HOURS); otherwise it is decided this turn;
 * 3. selections whose window closed, or whose general starts, are decided: every non-player member who has
 *    not voted backs a candidate by the seeded rule of SELECTION_* constants, counted into the selection's
 *    npc_votes (a player's vote is a row); the most votes (then the seat's
 *    holder, then influence) keep the party's places, the others leave the race (eliminated_in_primary).
 */
export const partySelectionsPhase = definePhase({
  id: 'party-selections',
  system: 'politics',
  async run(tx, ctx) {
    const salt = ctx.random.int(0, 2_147_483_646);
    await tx.execute(sql`
      with hopefuls as (
        select e.id as election_id, p.id as party_id, e.state_id,
          row_number() over (partition by e.state_id, p.id order by e.id) as rn
        from elections e join parties p on p.country_id = e.country_id and not p.is_default
        where e.scheduled_turn = ${ctx.turn} and e.state_id is not null and ${membersSelectSql(sql`e`)}
          and (select count(*) from election_candidates x where x.election_id = e.id and x.party_id = p.id)
              >= ${partyPlacesSql(sql`e`, sql`p.id`)}
          and ${draw(salt, sql`'challenge'`, sql`e.id`, sql`p.id`)} < ${SELECTION_CHALLENGE_SHARE}::float8),
      pool as (
        select c.id, c.name, c.party_id, c.state_id,
          row_number() over (partition by c.state_id, c.party_id order by c.political_influence desc, c.id) as rn
        from characters c
        where c.is_npp and c.party_id in (select party_id from hopefuls)
          and c.state_id in (select state_id from hopefuls)
          and not exists (select 1 from seats x where x.holder_character_id = c.id)
          and not exists (select 1 from election_candidates ec join elections o on o.id = ec.election_id
                          where ec.character_id = c.id and o.status <> 'closed'))
      insert into election_candidates (election_id, character_id, party_id, character_name, party_name, is_npp, filed_turn)
      select h.election_id, pool.id, pool.party_id, pool.name, p.name, true, ${ctx.turn}
      from hopefuls h join pool on pool.party_id = h.party_id and pool.state_id = h.state_id and pool.rn = h.rn
        join parties p on p.id = pool.party_id
      order by h.election_id, pool.id`);

    const player = openChoiceWindow({
      turn: ctx.turn,
      turns: SELECTION_WINDOW_TURNS,
      now: ctx.now,
      addressedToPlayer: true,
    });
    const opened = await tx.execute<{ id: string }>(sql`
      with open_races as materialized (
        select e.id, e.office_id, e.state_id, e.stagger_class, e.total_seats, e.general_turn
        from elections e
        where e.status <> 'closed' and e.end_turn > ${ctx.turn} and ${membersSelectSql(sql`e`)}),
      slates as (
        select ec.election_id, ec.party_id, count(*)::int as n, bool_or(not ec.is_npp) as player_candidate
        from election_candidates ec
        where ec.election_id in (select id from open_races) and not ec.eliminated_in_primary and ec.party_id is not null
        group by ec.election_id, ec.party_id),
      held as (
        select s.office_id, s.state_id, s.stagger_class, c.party_id, count(*)::int as n
        from seats s join characters c on c.id = s.holder_character_id
        where s.office_id in (select office_id from open_races)
        group by s.office_id, s.state_id, s.stagger_class, c.party_id),
      contested as (
        select o.id as election_id, sl.party_id, o.state_id, o.general_turn,
          sl.player_candidate or exists (select 1 from characters m where m.party_id = sl.party_id
            and m.user_id is not null and (o.state_id is null or m.state_id = o.state_id)) as with_player
        from open_races o join slates sl on sl.election_id = o.id
          join parties p on p.id = sl.party_id and not p.is_default
          left join held h on h.office_id = o.office_id and h.state_id is not distinct from o.state_id
            and h.stagger_class = o.stagger_class and h.party_id = sl.party_id
        where sl.n > greatest(1, ceil(o.total_seats * ${CHALLENGERS_PER_PARTY_PER_SEAT}::float8)::int, coalesce(h.n, 0))),
      fresh as (
        select c.* from contested c
        where not exists (select 1 from party_selections ps where ps.election_id = c.election_id
                            and ps.party_id = c.party_id and ps.status = 'open')),
      cleared as (
        delete from party_selection_votes v using party_selections ps, fresh f
        where v.selection_id = ps.id and ps.election_id = f.election_id and ps.party_id = f.party_id)
      insert into party_selections (id, party_id, election_id, opened_turn, closes_turn, closes_at)
      select f.election_id || ':' || f.party_id, f.party_id, f.election_id, ${ctx.turn},
        case when f.with_player then least(${player.closesTurn}, f.general_turn) else ${ctx.turn} end,
        case when f.with_player then ${player.closesAt.toISOString()}::timestamptz
          else ${ctx.now.toISOString()}::timestamptz end
      from fresh f order by f.election_id, f.party_id
      on conflict (election_id, party_id) do update set status = 'open', opened_turn = excluded.opened_turn,
        closes_turn = excluded.closes_turn, closes_at = excluded.closes_at, decided_turn = null,
        npc_votes = '{}'::jsonb
      returning id`);
    if (opened.rows.length > 0) {
      await notifyMany(tx, {
        turn: ctx.turn,
        now: ctx.now,
        source: sql`
          select m.id as character_id, ${PARTY_SELECTION_NOTIFICATION} as kind, ps.id || ':' || ${ctx.turn} || ':opened' as key,
            p.name || ' chooses its candidate for ' || ${electionNameSql(sql`e`)} as title,
            'Members of ' || p.name || ' choose who stands for ' || ${electionNameSql(sql`e`)} || '. Vote before turn '
              || ps.closes_turn || ' on the party page.' as body,
            '/countries/' || p.country_id || '/parties/' || p.id as link
          from party_selections ps join parties p on p.id = ps.party_id join elections e on e.id = ps.election_id
            join characters m on m.party_id = p.id and m.user_id is not null
              and (${selectorSql(sql`m`, sql`e`)} or exists (select 1 from election_candidates ec
                     where ec.election_id = e.id and ec.character_id = m.id))
          where ps.id in (select jsonb_array_elements_text(${JSON.stringify(opened.rows.map((r) => r.id))}::jsonb))`,
      });
    }

    const due = sql`ps.status = 'open' and (${choiceWindowClosedSql(sql`ps.closes_turn`, sql`ps.closes_at`, ctx)}
      or e.general_turn <= ${ctx.turn})`;
    const locked = await tx.execute<{ id: string }>(sql`
      select ps.id from party_selections ps join elections e on e.id = ps.election_id where ${due}
      order by ps.id for update of ps`);
    if (locked.rows.length === 0) return;
    const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(locked.rows.map((r) => r.id))}::jsonb))`;
    // Each step reads the due selections, their candidates and their tallies once (materialised), then joins.
    const due2 = sql`
      sel as materialized (
        select ps.id, ps.party_id, e.id as election_id, e.office_id, e.state_id,
          ${partyPlacesSql(sql`e`, sql`ps.party_id`)} as places,
          ${salt}::bigint + hashtext(ps.id) as seed
        from party_selections ps join elections e on e.id = ps.election_id where ps.id in ${ids}),
      cands as materialized (
        select sel.id as selection_id, k.id, k.seq, k.political_influence, k.policy_economic, k.policy_social,
          exists (select 1 from seats s where s.office_id = sel.office_id and s.holder_character_id = k.id) as holder
        from sel join election_candidates ec on ec.election_id = sel.election_id and ec.party_id = sel.party_id
            and not ec.eliminated_in_primary
          join characters k on k.id = ec.character_id)`;
    // Non-player members' votes are counted into the selection's tally, not written a row each: the rows were
    // most of a million-character turn on which many races chose their candidates. The members are read
    // through the party's or the region's index, the pairs a draw could change are scored in one hash join,
    // and the draw is an integer hash of their sequence numbers (an md5 of their ids per pair, for every
    // member and candidate, was most of a 1.2 s phase at a million characters; now 0.1 s).
    await tx.execute(sql`
      with ${due2},
      voters as materialized (
        select sel.id as selection_id, sel.seed, m.id, m.seq, m.policy_economic, m.policy_social
        from sel cross join lateral (
            select c.id, c.seq, c.policy_economic, c.policy_social from characters c
            where sel.state_id is null and c.party_id = sel.party_id and c.user_id is null
            union all
            select c.id, c.seq, c.policy_economic, c.policy_social from characters c
            where c.state_id = sel.state_id and c.party_id = sel.party_id and c.user_id is null) m
        where not exists (select 1 from party_selection_votes v where v.selection_id = sel.id and v.voter_character_id = m.id)),
      -- A member's score of a candidate is a fixed part (distance, influence, incumbency), the same for every
      -- member at one position, plus the member's draw below SELECTION_NOISE: a candidate whose fixed part is
      -- SELECTION_NOISE or more above the best at that position can never be chosen there, and is not scored.
      fixed as (
        select p.selection_id, p.policy_economic, p.policy_social, k.id, k.seq,
          sqrt(power(p.policy_economic - k.policy_economic, 2) + power(p.policy_social - k.policy_social, 2))
            - ${SELECTION_INFLUENCE_WEIGHT}::float8 * k.political_influence / 100.0
            - case when k.holder then ${SELECTION_INCUMBENCY_BONUS}::float8 else 0 end as score
        from (select distinct selection_id, policy_economic, policy_social from voters) p
          join cands k on k.selection_id = p.selection_id),
      within_reach as (
        select * from (select f.*, min(f.score) over (partition by f.selection_id, f.policy_economic, f.policy_social)
          as best from fixed f) f
        where f.score < f.best + ${SELECTION_NOISE}::float8),
      choices as (
        select distinct on (m.selection_id, m.seq) m.selection_id, k.id as candidate_id
        from voters m join within_reach k on k.selection_id = m.selection_id
          and k.policy_economic = m.policy_economic and k.policy_social = m.policy_social
        order by m.selection_id, m.seq,
          k.score + ${SELECTION_NOISE}::float8
            * (hashint8extended(m.seq::bigint * 4194304 + k.seq, m.seed) & 2147483647)::float8 / 2147483648.0,
          k.seq),
      counted as (
        select selection_id, candidate_id, count(*)::int as votes from choices group by 1, 2),
      tallies as (
        select selection_id, jsonb_object_agg(candidate_id, votes order by candidate_id) as npc_votes
        from counted group by 1)
      update party_selections ps set npc_votes = coalesce(t.npc_votes, '{}'::jsonb)
      from sel left join tallies t on t.selection_id = sel.id
      where ps.id = sel.id`);
    await tx.execute(sql`
      with ${due2},
      tally as (
        select sel.id as selection_id, k.id as candidate_character_id,
          ${selectionVotesSql(sql`sel.id`, sql`k.id`)} as votes
        from sel join cands k on k.selection_id = sel.id),
      ranked as (
        select sel.election_id, k.id as character_id, sel.places,
          row_number() over (partition by sel.id order by coalesce(t.votes, 0) desc, k.holder desc,
            k.political_influence desc, k.seq) as place
        from sel join cands k on k.selection_id = sel.id
          left join tally t on t.selection_id = sel.id and t.candidate_character_id = k.id),
      out as (
        update election_candidates ec set eliminated_in_primary = true
        from ranked r where r.place > r.places
          and ec.election_id = r.election_id and ec.character_id = r.character_id
        returning 1)
      update party_selections set status = 'decided', decided_turn = ${ctx.turn} where id in (select id from sel)`);
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        select m.id as character_id, ${PARTY_SELECTION_NOTIFICATION} as kind, ps.id || ':' || ${ctx.turn} || ':decided' as key,
          case when ec.character_id is null then p.name || ' chose its candidate for ' || ${electionNameSql(sql`e`)}
            when ec.eliminated_in_primary then p.name || ' did not select you for ' || ${electionNameSql(sql`e`)}
            else p.name || ' selected you for ' || ${electionNameSql(sql`e`)} end as title,
          'The members chose ' || (select string_agg(w.name || ' (' || ${selectionVotesSql(sql`ps.id`, sql`w.id`)}
              || ' votes)', ', ' order by w.name)
            from election_candidates wc join characters w on w.id = wc.character_id
            where wc.election_id = e.id and wc.party_id = ps.party_id and not wc.eliminated_in_primary)
            || ' of ' || ${selectionVotesCastSql(sql`ps.id`)} || ' votes cast.' as body,
          '/elections/' || e.id as link
        from party_selections ps join parties p on p.id = ps.party_id join elections e on e.id = ps.election_id
          join characters m on m.party_id = p.id and m.user_id is not null
          left join election_candidates ec on ec.election_id = e.id and ec.character_id = m.id
        where ps.id in ${ids}
          and (ec.character_id is not null or exists (select 1 from party_selection_votes v
                 where v.selection_id = ps.id and v.voter_character_id = m.id))`,
    });
  },
});
