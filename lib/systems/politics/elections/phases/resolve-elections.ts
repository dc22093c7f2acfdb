import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { applySeatChanges, type SeatChange } from '@/lib/systems/politics/offices/apply-seat-changes';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { closeFilledVacancies } from '@/lib/systems/politics/vacancies/phases/fill-vacancies';
import { ELECTION_DAY_SWING, TURNOUT_SHARE, VOTING_ELIGIBLE_SHARE } from '../constants';
import { electWinners } from './elect-winners';
import { awardElectionAchievements } from './award-election-achievements';
import { notifyElectionResults } from './notify-election-results';
import { recordElectionResults } from './record-election-results';
import { candidateScores, regionalShares } from './update-vote-shares';

/** The seeded election-day factor (1 ± ELECTION_DAY_SWING) of a candidate; expects election_id, character_id. */
function swingSql(salt: number): SQL {
  return sql`(1 + ${ELECTION_DAY_SWING}::float8
    * ('x' || substr(md5(${String(salt)} || ':' || election_id || ':' || character_id), 1, 8))::bit(32)::int
    / 2147483648.0)`;
}

/**
 * An office elected by electoral college (the US president, `voting_system`): each state's electors go to
 * the leader of its regional shares (with the same election-day swing), a state's electors being its voting
 * seats in the national legislature, at least 3 (the District of Columbia). Writes `electoral_votes`.
 */
async function countElectoralVotes(tx: Db, turn: number, salt: number): Promise<void> {
  await tx.execute(sql`
    with regional as (${regionalShares(sql`e.status <> 'closed' and e.end_turn = ${turn}
      and exists (select 1 from offices o where o.id = e.office_id and o.voting_system = 'electoral_college')`)}),
    swung as (select election_id, character_id, state_id, share * ${swingSql(salt)} as share from regional),
    leaders as (
      select distinct on (election_id, state_id) election_id, state_id, character_id
      from swung order by election_id, state_id, share desc, character_id),
    electors as (
      select st.id as state_id,
             greatest(3, (select count(*) from seats s join offices o on o.id = s.office_id and o.role = 'legislator'
                          where s.state_id = st.id and s.is_voting))::int as votes
      from states st where st.id in (select state_id from leaders)),
    won as (
      select l.election_id, l.character_id, sum(el.votes)::int as votes
      from leaders l join electors el on el.state_id = l.state_id group by l.election_id, l.character_id)
    update election_candidates ec set electoral_votes = won.votes
    from won where ec.election_id = won.election_id and ec.character_id = won.character_id`);
}

/**
 * Each region's result of the elections ending this turn (election_region_results): the regional shares the
 * count is built from, with the same election-day swing, renormalised within the region; votes are the
 * share of the region's turnout.
 */
async function recordRegionResults(tx: Db, turn: number, salt: number): Promise<void> {
  await tx.execute(sql`
    with regional as (${regionalShares(sql`e.status <> 'closed' and e.end_turn = ${turn}`)}),
    swung as (select election_id, character_id, state_id, share * ${swingSql(salt)} as share from regional),
    shares as (
      select election_id, character_id, state_id,
             coalesce(share / nullif(sum(share) over (partition by election_id, state_id order by character_id
                                     rows between unbounded preceding and unbounded following), 0), 0) as share
      from swung)
    insert into election_region_results (election_id, state_id, character_id, share, votes)
    select s.election_id, s.state_id, s.character_id, s.share,
           round(s.share * st.population * ${VOTING_ELIGIBLE_SHARE}::float8 * ${TURNOUT_SHARE}::float8)::bigint
    from shares s join states st on st.id = s.state_id
    order by s.election_id, s.state_id, s.character_id
    on conflict do nothing`);
}

/**
 * Final tally of the elections ending this turn: each score takes a seeded election-day swing of up to
 * ±ELECTION_DAY_SWING (from `salt`, drawn from ctx.random, hashed with the election and candidate ids),
 * shares are renormalised and votes are the share of the turnout; the best `totalSeats` by votes win,
 * except list seats, shared by party vote (elect-winners.ts).
 */
async function tallyElections(tx: Db, turn: number, salt: number): Promise<void> {
  await tx.execute(sql`
    with scores as (${candidateScores(sql`e.status <> 'closed' and e.end_turn = ${turn}`)}),
    swung as (
      select election_id, character_id,
             score * ${swingSql(salt)} as score
      from scores),
    shares as (
      select election_id, character_id,
             score / nullif(sum(score) over (partition by election_id order by character_id
                                             rows between unbounded preceding and unbounded following), 0) as share
      from swung),
    electorate as (
      select e.id, round(coalesce(st.population, co.population) * ${VOTING_ELIGIBLE_SHARE}::float8 * ${TURNOUT_SHARE}::float8) as voters
      from elections e join countries co on co.id = e.country_id left join states st on st.id = e.state_id
      where e.status <> 'closed' and e.end_turn = ${turn})
    update election_candidates ec
    set vote_share = coalesce(shares.share, 0), votes = round(coalesce(shares.share, 0) * electorate.voters)
    from shares join electorate on electorate.id = shares.election_id
    where ec.election_id = shares.election_id and ec.character_id = shares.character_id`);
  await countElectoralVotes(tx, turn, salt);
  await recordRegionResults(tx, turn, salt);
  await electWinners(tx, turn);
  await tx.execute(sql`
    update elections e set status = 'closed', finalized = true,
      total_votes = coalesce((select sum(votes) from election_candidates ec where ec.election_id = e.id), 0)
    where e.status <> 'closed' and e.end_turn = ${turn}`);
}

/**
 * Seats of the elections just tallied: sitting winners keep theirs; the other seats go to the new winners
 * (seats by number, winners by votes). Every contested seat starts a new term of the office's cycle.
 */
async function seatWinners(tx: Db, turn: number): Promise<void> {
  const rows = await tx.execute<{ seat_id: string; new_holder: string; term_end: number }>(sql`
    with due as (
      select e.id, e.office_id, e.state_id, e.stagger_class, e.kind, e.seat_id, o.cycle_turns
      from elections e join offices o on o.id = e.office_id
      where e.end_turn = ${turn} and e.finalized),
    contested as (
      select s.id as seat_id, s.holder_character_id, s.seat_number, s.term_end_turn, d.id as election_id
      from seats s join due d on s.office_id = d.office_id and s.state_id is not distinct from d.state_id
                             and s.stagger_class = d.stagger_class
                             and (d.kind = 'regular' or s.id = d.seat_id)),
    winners as (
      select ec.election_id, ec.character_id, ec.votes
      from election_candidates ec join due d on d.id = ec.election_id where ec.is_winner),
    freed as (
      select c.*, row_number() over (partition by c.election_id order by c.seat_number, c.seat_id) as rn
      from contested c
      where not exists (select 1 from winners w where w.election_id = c.election_id and w.character_id = c.holder_character_id)),
    incoming as (
      select w.*, row_number() over (partition by w.election_id order by w.votes desc, w.character_id) as rn
      from winners w
      where not exists (select 1 from contested c where c.election_id = w.election_id and c.holder_character_id = w.character_id))
    select f.seat_id, i.character_id as new_holder,
           -- a by-election fills the rest of the seat's term
           case when d.kind = 'by_election' then f.term_end_turn else ${turn} + d.cycle_turns end as term_end
    from freed f join incoming i on i.election_id = f.election_id and i.rn = f.rn
    join due d on d.id = f.election_id
    order by f.seat_id`);
  // Re-elected holders start a new term too.
  await tx.execute(sql`
    update seats s set term_end_turn = ${turn} + o.cycle_turns
    from elections e join offices o on o.id = e.office_id
    where e.end_turn = ${turn} and e.finalized and e.kind = 'regular' and s.office_id = e.office_id
      and s.state_id is not distinct from e.state_id and s.stagger_class = e.stagger_class`);
  const changes: SeatChange[] = rows.rows.map((r) => ({
    seatId: r.seat_id,
    newHolderId: r.new_holder,
    termEndTurn: Number(r.term_end),
  }));
  await applySeatChanges(tx, { changes, turn, careerType: 'elected' });
}

/** Politics phase: tallies the elections ending this turn, seats the winners and records the results. */
export const resolveElectionsPhase = definePhase({
  id: 'resolve-elections',
  system: 'politics',
  async run(tx, ctx) {
    const salt = ctx.random.int(0, 2_147_483_646);
    await tallyElections(tx, ctx.turn, salt);
    await seatWinners(tx, ctx.turn);
    // A by-election's winner fills the vacancy it was called for.
    await closeFilledVacancies(tx, ctx.turn);
    await recordElectionResults(tx, { turn: ctx.turn, startingYear: ctx.state.startingYear });
    await notifyElectionResults(tx, { turn: ctx.turn, now: ctx.now });
    await awardElectionAchievements(tx, { turn: ctx.turn, now: ctx.now });
  },
});
