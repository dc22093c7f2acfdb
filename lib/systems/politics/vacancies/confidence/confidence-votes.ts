import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { choiceWindowClosedSql, openChoiceWindow } from '@/lib/platform/player-window';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { recordHistoryEvents } from '@/lib/systems/core/history/record-history-events';
import { chamberId, OFFICE_CATALOG } from '../../offices/catalog';
import { ELECTION_LEAD_TURNS } from '../../elections/constants';
import { formGovernment } from '../../government/form-government';
import {
  CONFIDENCE_RULES,
  CONFIDENCE_VOTE_TURNS,
  HEAD_CHOICE_TURNS,
  MAJORITY_OF_MEMBERS,
  NPP_DEFECTION_RATE,
} from './constants';

export interface SittingGovernment {
  id: number;
  countryId: string;
  kind: string;
  headCharacterId: string | null;
  headIsPlayer: boolean;
  partyIds: string[];
  majorityThreshold: number;
  chamberId: string;
  /** Voting seats the governing parties hold now (vacancies and by-elections move it). */
  seatsHeldNow: number;
  /** The chair of the largest party in the chamber outside the government. */
  oppositionLeaderId: string | null;
  oppositionLeaderIsPlayer: boolean;
  lastVoteTurn: number | null;
  openVoteId: string | null;
}

/** The sitting parliamentary government of a country that has votes of no confidence, or null. */
export async function sittingGovernment(tx: Db, countryId: string): Promise<SittingGovernment | null> {
  const catalog = OFFICE_CATALOG[countryId];
  if (!catalog || !CONFIDENCE_RULES[countryId]) return null;
  const chamber = chamberId(countryId, catalog.primaryChamberKey);
  const rows = await tx.execute<{
    id: number;
    kind: string;
    head_character_id: string | null;
    head_is_player: boolean;
    party_ids: string[];
    majority_threshold: number;
    held: number;
    leader: string | null;
    leader_is_player: boolean | null;
    last_vote: number | null;
    open_vote: string | null;
  }>(sql`
    with g as (select * from governments where country_id = ${countryId} and ended_turn is null
               and regime = 'parliamentary' order by formed_turn desc, id desc limit 1),
    party_seats as (
      select s.party_id, count(*)::int as n from seats s join offices o on o.id = s.office_id
      where o.chamber_id = ${chamber} and s.is_voting and s.holder_character_id is not null group by s.party_id)
    select g.id, g.kind, g.head_character_id, g.party_ids, g.majority_threshold,
      exists (select 1 from characters hc where hc.id = g.head_character_id and hc.user_id is not null) as head_is_player,
      coalesce((select sum(n) from party_seats ps where ps.party_id = any(g.party_ids)), 0)::int as held,
      opp.chair_character_id as leader, opp.is_player as leader_is_player,
      (select max(opened_turn) from confidence_votes v where v.country_id = ${countryId}) as last_vote,
      (select id from confidence_votes v where v.country_id = ${countryId} and v.status = 'open') as open_vote
    from g left join lateral (
      select p.chair_character_id, (c.user_id is not null) as is_player
      from party_seats ps join parties p on p.id = ps.party_id left join characters c on c.id = p.chair_character_id
      where not p.is_default and not (p.id = any(g.party_ids))
      order by ps.n desc, p.id limit 1) opp on true`);
  const row = rows.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    countryId,
    kind: row.kind,
    headCharacterId: row.head_character_id,
    headIsPlayer: !!row.head_is_player,
    partyIds: row.party_ids,
    majorityThreshold: row.majority_threshold,
    chamberId: chamber,
    seatsHeldNow: Number(row.held),
    oppositionLeaderId: row.leader,
    oppositionLeaderIsPlayer: !!row.leader_is_player,
    lastVoteTurn: row.last_vote === null ? null : Number(row.last_vote),
    openVoteId: row.open_vote,
  };
}

/** Recounts a vote's tallies from its ballots. */
export async function refreshConfidenceTally(tx: Db, voteId: string): Promise<void> {
  await tx.execute(sql`
    update confidence_votes v set
      yes_votes = (select count(*)::int from confidence_vote_ballots b where b.vote_id = v.id and b.vote = 'yes'),
      no_votes = (select count(*)::int from confidence_vote_ballots b where b.vote_id = v.id and b.vote = 'no'),
      abstain_votes = (select count(*)::int from confidence_vote_ballots b where b.vote_id = v.id and b.vote = 'abstain')
    where v.id = ${voteId}`);
}

/**
 * Opens a motion of no confidence: its window (PLAYER_WINDOW_HOURS when a player sits in the chamber or
 * the government), the non-player members' ballots by party line (governing parties no, other parties
 * yes, independents abstain; a seeded NPP_DEFECTION_RATE break ranks), and the players it concerns are told.
 */
export async function openConfidenceVote(
  tx: Db,
  input: {
    government: SittingGovernment;
    reason: 'motion' | 'lost_majority' | 'confidence_question';
    calledBy: string | null;
    successor: string | null;
    turn: number;
    now: Date;
    salt: string;
  },
): Promise<string> {
  const { government } = input;
  const id = `cv-${government.countryId.toLowerCase()}-${input.turn}`;
  const players = await tx.execute(sql`
    select 1 from seats s join offices o on o.id = s.office_id join characters c on c.id = s.holder_character_id
    where c.user_id is not null and (o.chamber_id = ${government.chamberId}
      or (s.country_id = ${government.countryId} and o.role in ('head', 'cabinet'))) limit 1`);
  const window = openChoiceWindow({
    turn: input.turn,
    turns: CONFIDENCE_VOTE_TURNS,
    now: input.now,
    addressedToPlayer: players.rows.length > 0,
  });
  await tx.execute(sql`
    insert into confidence_votes (id, country_id, government_id, chamber_id, reason, called_by_character_id,
                                  successor_character_id, status, opened_turn, closes_turn, closes_at)
    values (${id}, ${government.countryId}, ${government.id}, ${government.chamberId}, ${input.reason},
            ${input.calledBy}, ${input.successor}, 'open', ${input.turn}, ${window.closesTurn},
            ${window.closesAt.toISOString()}::timestamptz)`);
  const governing = JSON.stringify(government.partyIds);
  // On a motion yes is against the government; on the head's own question (Art. 68) yes is for it.
  const [forGov, againstGov] = input.reason === 'confidence_question' ? ['yes', 'no'] : ['no', 'yes'];
  await tx.execute(sql`
    insert into confidence_vote_ballots (vote_id, character_id, vote, turn)
    select ${id}, c.id,
      case
        when c.party_id is null or p.is_default then 'abstain'
        when c.party_id in (select jsonb_array_elements_text(${governing}::jsonb)) then
          case when substr(md5(${input.salt} || ':' || c.id), 1, 8) < ${defectionCutoff()} then ${againstGov} else ${forGov} end
        else case when substr(md5(${input.salt} || ':' || c.id), 1, 8) < ${defectionCutoff()} then ${forGov} else ${againstGov} end
      end, ${input.turn}
    from seats s join offices o on o.id = s.office_id join characters c on c.id = s.holder_character_id
    left join parties p on p.id = c.party_id
    where o.chamber_id = ${government.chamberId} and s.is_voting and c.is_npp
    order by c.id
    on conflict do nothing`);
  await refreshConfidenceTally(tx, id);
  await notifyConcerned(tx, {
    voteId: id,
    kind: 'confidence_vote_called',
    turn: input.turn,
    now: input.now,
    title:
      input.reason === 'confidence_question'
        ? sql`coalesce(head.name, 'The Chancellor') || ' asks parliament for its confidence'`
        : sql`'A vote of no confidence in the ' || coalesce(head.name, 'government') || ' government'`,
    body: sql`case when v.successor_character_id is not null
                then 'The motion would elect ' || coalesce(succ.name, 'a successor') || ' in its place. '
                else '' end || 'Voting closes at turn ' || v.closes_turn || '.'`,
  });
  return id;
}

/** md5 hex strings below this prefix are NPP_DEFECTION_RATE of all (a uniform seeded draw per member). */
function defectionCutoff(): string {
  return Math.floor(NPP_DEFECTION_RATE * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
}

/** Tells the players a vote concerns: members of the chamber and the government's head and cabinet. */
async function notifyConcerned(
  tx: Db,
  input: {
    voteId: string;
    kind: 'confidence_vote_called' | 'confidence_vote_decided';
    turn: number;
    now: Date;
    title: ReturnType<typeof sql>;
    body: ReturnType<typeof sql>;
  },
): Promise<void> {
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      select distinct c.id as character_id, ${input.kind}::text as kind, v.id as key,
             ${input.title} as title, ${input.body} as body, '/countries/' || v.country_id || '/confidence' as link
      from confidence_votes v
      join governments g on g.id = v.government_id
      left join characters head on head.id = g.head_character_id
      left join characters succ on succ.id = v.successor_character_id
      join seats s on s.country_id = v.country_id
      join offices o on o.id = s.office_id and (o.chamber_id = v.chamber_id or o.role in ('head', 'cabinet'))
      join characters c on c.id = s.holder_character_id and c.user_id is not null
      where v.id = ${input.voteId}`,
  });
}

/**
 * Decides the votes whose window has closed. A carried motion (Germany: a majority of all members;
 * elsewhere more yes than no) brings down the government: Germany's successor forms a new one at once;
 * in the UK and Japan the prime minister dissolves the chamber and every seat of it is elected in a snap
 * election on the regular timeline (the government stays on as caretaker until the new chamber forms one).
 */
export async function resolveConfidenceVotes(
  tx: Db,
  input: { turn: number; now: Date; startingYear: number },
): Promise<void> {
  const due = await tx.execute<{
    id: string;
    country_id: string;
    chamber_id: string;
    reason: string;
    successor: string | null;
    successor_party: string | null;
    members: number;
  }>(sql`
    select v.id, v.country_id, v.chamber_id, v.reason, v.successor_character_id as successor, sc.party_id as successor_party,
      (select count(*)::int from seats s join offices o on o.id = s.office_id
       where o.chamber_id = v.chamber_id and s.is_voting) as members
    from confidence_votes v left join characters sc on sc.id = v.successor_character_id
    where v.status = 'open' and v.closes_turn <= ${input.turn}
      and v.closes_at <= ${input.now.toISOString()}::timestamptz
    order by v.id`);
  for (const vote of due.rows) {
    await refreshConfidenceTally(tx, vote.id);
    if (vote.reason === 'confidence_question') {
      await resolveConfidenceQuestion(tx, vote, input);
      continue;
    }
    const needed = MAJORITY_OF_MEMBERS[vote.country_id]
      ? sql`${Math.floor(vote.members / 2) + 1}::int`
      : sql`v.no_votes + 1`;
    const rule = CONFIDENCE_RULES[vote.country_id] ?? 'dissolution';
    const carriedOutcome = rule === 'constructive' ? 'new_formation' : 'snap_election';
    const decided = await tx.execute<{ carried: boolean; head_is_player: boolean }>(sql`
      update confidence_votes v set votes_needed = ${needed},
        status = case when v.yes_votes >= ${needed} then 'carried' else 'defeated' end,
        outcome = case when v.yes_votes >= ${needed} then ${carriedOutcome} else 'survived' end,
        resolved_turn = ${input.turn}
      where v.id = ${vote.id}
      returning (v.status = 'carried') as carried,
        exists (select 1 from governments g join characters c on c.id = g.head_character_id
                where g.id = v.government_id and c.user_id is not null) as head_is_player`);
    const carried = decided.rows[0]?.carried === true;
    if (carried && rule === 'constructive' && vote.successor) {
      await formGovernment(tx, {
        countryId: vote.country_id,
        turn: input.turn,
        now: input.now,
        startingYear: input.startingYear,
        choice: { head: { characterId: vote.successor, partyId: vote.successor_party } },
      });
      await recordFall(tx, vote, input, 'new_formation');
    } else if (carried && rule === 'dissolution' && decided.rows[0]?.head_is_player) {
      // A player prime minister chooses between resigning and a dissolution; the outcome waits for it.
      const window = openChoiceWindow({
        turn: input.turn,
        turns: HEAD_CHOICE_TURNS,
        now: input.now,
        addressedToPlayer: true,
      });
      await tx.execute(sql`
        update confidence_votes set outcome = null, head_choice_closes_turn = ${window.closesTurn},
          head_choice_closes_at = ${window.closesAt.toISOString()}::timestamptz
        where id = ${vote.id}`);
    } else if (carried) {
      await applyHeadChoice(tx, { ...vote, choice: 'dissolve' }, input);
    }
    await notifyConcerned(tx, {
      voteId: vote.id,
      kind: 'confidence_vote_decided',
      turn: input.turn,
      now: input.now,
      title: sql`case when v.status = 'carried' then 'The government lost the vote of no confidence'
                      else 'The government survived the vote of no confidence' end`,
      body: sql`v.yes_votes || ' for the motion, ' || v.no_votes || ' against, ' || v.abstain_votes || ' abstaining. '
                || case when v.status = 'carried' and v.outcome is null
                          then coalesce(head.name, 'The prime minister') || ' chooses by turn ' || v.head_choice_closes_turn
                               || ' between resigning, so that parliament forms a new government, and a dissolution.'
                        else '' end
                || case v.outcome when 'new_formation' then coalesce(succ.name, 'The successor') || ' forms a new government.'
                                  when 'snap_election' then 'Parliament is dissolved: a general election follows.'
                                  when 'survived' then 'The government stays in office.' else '' end`,
    });
  }
}

/**
 * The head's own question (Art. 68): carried (confidence granted) with a majority of all members; lost, a
 * player Chancellor chooses within HEAD_CHOICE_TURNS between a dissolution and resigning, and a non-player
 * Chancellor asks for the dissolution, which the Federal President grants: a snap election of the Bundestag.
 */
async function resolveConfidenceQuestion(
  tx: Db,
  vote: FallingVote & { members: number },
  input: TurnInput,
): Promise<void> {
  const needed = Math.floor(vote.members / 2) + 1;
  const decided = await tx.execute<{ lost: boolean; head_is_player: boolean }>(sql`
    update confidence_votes v set votes_needed = ${needed},
      status = case when v.yes_votes >= ${needed}::int then 'carried' else 'defeated' end,
      outcome = case when v.yes_votes >= ${needed}::int then 'survived' end,
      resolved_turn = ${input.turn}
    where v.id = ${vote.id}
    returning (v.status = 'defeated') as lost,
      exists (select 1 from governments g join characters c on c.id = g.head_character_id
              where g.id = v.government_id and c.user_id is not null) as head_is_player`);
  const row = decided.rows[0];
  if (row?.lost && row.head_is_player) {
    const window = openChoiceWindow({
      turn: input.turn,
      turns: HEAD_CHOICE_TURNS,
      now: input.now,
      addressedToPlayer: true,
    });
    await tx.execute(sql`
      update confidence_votes set head_choice_closes_turn = ${window.closesTurn},
        head_choice_closes_at = ${window.closesAt.toISOString()}::timestamptz
      where id = ${vote.id}`);
  } else if (row?.lost) {
    await applyHeadChoice(tx, { ...vote, choice: 'dissolve' }, input);
  }
  await notifyConcerned(tx, {
    voteId: vote.id,
    kind: 'confidence_vote_decided',
    turn: input.turn,
    now: input.now,
    title: sql`case when v.status = 'carried' then coalesce(head.name, 'The Chancellor') || ' won the vote of confidence'
                    else coalesce(head.name, 'The Chancellor') || ' lost the vote of confidence' end`,
    body: sql`v.yes_votes || ' for the government, ' || v.no_votes || ' against, ' || v.abstain_votes || ' abstaining; '
              || v.votes_needed || ' were needed. '
              || case when v.status = 'defeated' and v.outcome is null
                        then coalesce(head.name, 'The Chancellor') || ' chooses by turn ' || v.head_choice_closes_turn
                             || ' between a dissolution and resigning.'
                      when v.outcome = 'snap_election' then 'The Federal President dissolved the Bundestag: a general election follows.'
                      when v.outcome = 'new_formation' then 'The Chancellor resigned; parliament forms a new government.'
                      else 'The government stays in office.' end`,
  });
}

type FallingVote = { id: string; country_id: string; chamber_id: string };
type TurnInput = { turn: number; now: Date; startingYear: number };

async function recordFall(
  tx: Db,
  vote: FallingVote,
  input: TurnInput,
  outcome: 'new_formation' | 'snap_election',
  resigned = false,
): Promise<void> {
  await recordHistoryEvents(tx, [
    {
      countryId: vote.country_id,
      turn: input.turn,
      eventType: 'coalition_collapsed',
      title:
        outcome === 'snap_election'
          ? 'The government loses a confidence vote; parliament is dissolved'
          : resigned
            ? 'The government loses a vote of no confidence; the prime minister resigns'
            : 'The government falls to a constructive vote of no confidence',
      details: { confidenceVoteId: vote.id, outcome },
      iterationStartingYear: input.startingYear,
    },
  ]);
}

/**
 * Carries out a lost vote in the UK or Japan. Dissolution: every seat of the chamber has its term end so
 * that schedule-elections opens the snap election next turn (the government stays on as caretaker).
 * Resignation: parliament forms a new government without the fallen head.
 */
export async function applyHeadChoice(
  tx: Db,
  /** `chosen`: a player's answer (stored); otherwise the rule's or the lapsed window's default. */
  vote: FallingVote & { choice: 'resign' | 'dissolve'; chosen?: boolean },
  input: TurnInput,
): Promise<void> {
  const outcome = vote.choice === 'resign' ? 'new_formation' : 'snap_election';
  const [row] = (
    await tx.execute<{ head: string | null }>(sql`
      update confidence_votes v set outcome = ${outcome},
        head_choice = ${vote.chosen ? vote.choice : null}
      from governments g where g.id = v.government_id and v.id = ${vote.id}
      returning g.head_character_id as head`)
  ).rows;
  if (vote.choice === 'resign') {
    await formGovernment(tx, {
      countryId: vote.country_id,
      turn: input.turn,
      now: input.now,
      startingYear: input.startingYear,
      choice: { excludedHeadIds: row?.head ? [row.head] : [] },
    });
  } else {
    const end = input.turn + 1 + ELECTION_LEAD_TURNS;
    await tx.execute(sql`
      update seats s set term_end_turn = ${end}
      from offices o where o.id = s.office_id and o.chamber_id = ${vote.chamber_id}
        and (s.term_end_turn is null or s.term_end_turn > ${end})`);
  }
  await recordFall(tx, vote, input, outcome, vote.choice === 'resign');
}

/** A player prime minister's choice whose window closed unanswered: the dissolution, as the game's default. */
export async function settleLapsedHeadChoices(tx: Db, input: TurnInput): Promise<void> {
  const lapsed = await tx.execute<FallingVote>(sql`
    select v.id, v.country_id, v.chamber_id from confidence_votes v
    where v.status <> 'open' and v.outcome is null and v.head_choice_closes_turn is not null
      and ${choiceWindowClosedSql(sql`v.head_choice_closes_turn`, sql`v.head_choice_closes_at`, input)}
    order by v.id`);
  for (const vote of lapsed.rows) await applyHeadChoice(tx, { ...vote, choice: 'dissolve' }, input);
}
