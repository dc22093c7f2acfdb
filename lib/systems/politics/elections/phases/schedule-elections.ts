import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { CHALLENGERS_PER_PARTY_PER_SEAT, ELECTION_LEAD_TURNS } from '../constants';
import { notifyFilingOpen } from './notify-election-results';
import { endTurnSql, generalTurnSql, primaryTurnSql } from '../election-timeline';

/** Turns per game year (one turn is one game week). */
const TURNS_PER_YEAR = 52;

/**
 * Opens an election for every group of seats (office, state, stagger class) whose term ends within
 * ELECTION_LEAD_TURNS and has no election yet. Ids are readable and deterministic:
 * '<office>-<state or nat>-<class>-<end turn>'.
 */
async function openDueElections(tx: Db, turn: number, startingYear: number): Promise<number> {
  const opened = await tx.execute(sql`
    with groups as (
      select s.office_id, s.country_id, s.state_id, s.stagger_class, o.office_key, o.has_primary,
             min(s.term_end_turn) as term_end, count(*)::int as seats,
             min(s.id) as first_seat
      from seats s join offices o on o.id = s.office_id
      where o.filled_by = 'election' and o.cycle_turns is not null
        and s.term_end_turn <= ${turn}::int + ${ELECTION_LEAD_TURNS}::int
      group by s.office_id, s.country_id, s.state_id, s.stagger_class, o.office_key, o.has_primary),
    due as (
      select g.*, ${endTurnSql(sql`g.term_end`, sql`${turn}::int`)} as end_turn
      from groups g
      where g.term_end - ${ELECTION_LEAD_TURNS} <= ${turn}
        and not exists (
          select 1 from elections e
          where e.office_id = g.office_id and e.state_id is not distinct from g.state_id
            and e.stagger_class = g.stagger_class and e.end_turn >= g.term_end and e.kind = 'regular'))
    insert into elections (id, country_id, office_id, election_type, state_id, seat_id, stagger_class, cycle,
                           election_year, total_seats, status, scheduled_turn, primary_turn, general_turn, end_turn)
    select lower(d.office_id || '-' || coalesce(d.state_id, 'nat') || '-' || d.stagger_class || '-' || d.end_turn),
           d.country_id, d.office_id, d.office_key, d.state_id,
           case when d.seats = 1 then d.first_seat end, d.stagger_class,
           1 + (select count(*) from elections e where e.office_id = d.office_id and e.kind = 'regular'
                and e.state_id is not distinct from d.state_id and e.stagger_class = d.stagger_class),
           ${startingYear}::int + (d.end_turn - 1) / ${TURNS_PER_YEAR}, d.seats, 'upcoming', ${turn},
           ${primaryTurnSql(sql`d.has_primary`, sql`d.end_turn`)},
           ${generalTurnSql(sql`d.end_turn`)}, d.end_turn
    from due d order by d.office_id, d.state_id, d.stagger_class
    returning id`);
  return opened.rows.length;
}

async function byElectionsCalled(tx: Db, turn: number): Promise<boolean> {
  const rows = await tx.execute(sql`
    select 1 from elections where kind = 'by_election' and scheduled_turn = ${turn} limit 1`);
  return rows.rows.length > 0;
}

/** Sitting non-player politicians run again, unless they already run elsewhere. */
async function enterIncumbents(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    insert into election_candidates (election_id, character_id, party_id, character_name, party_name, is_npp, filed_turn)
    select distinct on (c.id) e.id, c.id, c.party_id, c.name, p.name, true, ${turn}
    from elections e
    join seats s on s.office_id = e.office_id and s.state_id is not distinct from e.state_id
                and s.stagger_class = e.stagger_class and (e.kind = 'regular' or s.id = e.seat_id)
    join characters c on c.id = s.holder_character_id and c.is_npp
    left join parties p on p.id = c.party_id
    where e.scheduled_turn = ${turn}
      and not exists (select 1 from election_candidates ec join elections o on o.id = ec.election_id
                      where ec.character_id = c.id and o.status <> 'closed')
    order by c.id, e.id`);
}

/**
 * Each real party fills its challenger slots (CHALLENGERS_PER_PARTY_PER_SEAT per seat, at least one, less
 * its incumbents already running) from its most influential free politicians: in the region for a state
 * election (holding no seat), anywhere in the country for a national one (office holders may run). Slots
 * of several elections in one region take turns (first slots first), so every election gets challengers.
 */
async function enterChallengers(tx: Db, turn: number, national: boolean): Promise<void> {
  const scope = national ? sql`e.state_id is null` : sql`e.state_id is not null`;
  const poolKey = national ? sql`c.country_id` : sql`c.state_id`;
  const slotKey = national ? sql`sl.country_id` : sql`sl.state_id`;
  const freeOfSeats = national
    ? sql`true`
    : sql`not exists (select 1 from seats s where s.holder_character_id = c.id)`;
  await tx.execute(sql`
    with new_elections as (
      select e.id, e.country_id, e.state_id, e.total_seats from elections e
      where e.scheduled_turn = ${turn} and ${scope}),
    slots as (
      select ne.id as election_id, ne.country_id, ne.state_id, p.id as party_id, k
      from new_elections ne
      join parties p on p.country_id = ne.country_id and not p.is_default
      cross join lateral generate_series(1,
        greatest(1, ceil(ne.total_seats * ${CHALLENGERS_PER_PARTY_PER_SEAT}::float8)::int)
        - (select count(*)::int from election_candidates ec where ec.election_id = ne.id and ec.party_id = p.id)) as k),
    ranked_slots as (
      select sl.*, row_number() over (partition by ${slotKey}, sl.party_id order by sl.k, sl.election_id) as rn
      from slots sl),
    pool as (
      select c.id, c.name, c.party_id, c.state_id, c.country_id,
             row_number() over (partition by ${poolKey}, c.party_id order by c.political_influence desc, c.id) as rn
      from characters c
      where c.is_npp and c.party_id is not null and ${freeOfSeats}
        and not exists (select 1 from election_candidates ec join elections o on o.id = ec.election_id
                        where ec.character_id = c.id and o.status <> 'closed'))
    insert into election_candidates (election_id, character_id, party_id, character_name, party_name, is_npp, filed_turn)
    select rs.election_id, pool.id, pool.party_id, pool.name, p.name, true, ${turn}
    from ranked_slots rs
    join pool on pool.party_id = rs.party_id and pool.rn = rs.rn
      and ${national ? sql`pool.country_id = rs.country_id` : sql`pool.state_id = rs.state_id`}
    join parties p on p.id = pool.party_id
    order by rs.election_id, pool.id`);
}

/** Politics phase: opens due elections and enters their non-player candidates. */
export const scheduleElectionsPhase = definePhase({
  id: 'schedule-elections',
  system: 'politics',
  async run(tx, ctx) {
    // Most turns open nothing: skip the candidate queries then. By-elections were called earlier in the
    // turn (fill-vacancies), so they count too.
    const opened = await openDueElections(tx, ctx.turn, ctx.state.startingYear);
    if (opened === 0 && !(await byElectionsCalled(tx, ctx.turn))) return;
    await enterIncumbents(tx, ctx.turn);
    await enterChallengers(tx, ctx.turn, true);
    await enterChallengers(tx, ctx.turn, false);
    await notifyFilingOpen(tx, { turn: ctx.turn, now: ctx.now });
    // The vote-share and tally statements after this phase are planned on how many races are open, and
    // autovacuum's statistics lag the rows just written: planned for one open race where there were 93, the
    // shares took 370 ms instead of 31 (a nested loop re-reading every candidate per region), and a tally
    // once 35 s. Fresh statistics make the plan follow the world, not autovacuum's timing.
    await tx.execute(sql`analyze elections, election_candidates`);
  },
});
