import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { gameCalendar } from '@/lib/systems/core/game/calendar';
import { endTurnSql, filingTurnSql, generalTurnSql, primaryTurnSql } from './election-timeline';
import { electionCalendarQuery, type CalendarRace } from './schemas';

type Row = {
  election_id: string | null;
  status: CalendarRace['status'];
  election_type: string;
  title: string;
  state_id: string | null;
  state_name: string | null;
  seat_id: string | null;
  total_seats: number;
  filing_turn: number;
  primary_turn: number | null;
  general_turn: number;
  end_turn: number;
};

/**
 * The races of a country (or one state) from now on: every election not yet decided (by-elections and snap
 * elections included, as the elections table holds them), and for every seat group without one, its next
 * election as the scheduler will open it (election-timeline.ts), however far off. Soonest filing first.
 */
export async function listElectionCalendar(
  db: Db,
  input: z.input<typeof electionCalendarQuery>,
): Promise<{ found: boolean; currentTurn: number; races: CalendarRace[] }> {
  const { country, state } = parseInput(electionCalendarQuery, input);
  const [clock] = (
    await db.execute<{ current_turn: number; starting_year: number }>(
      sql`select current_turn, starting_year from game_state limit 1`,
    )
  ).rows;
  if (!clock) return { found: false, currentTurn: 0, races: [] };
  const currentTurn = Number(clock.current_turn);
  const stateFilter = (column: ReturnType<typeof sql>) => (state ? sql`and ${column} = ${state}` : sql``);
  const rows = await db.execute<Row>(sql`
    with scheduled as (
      select e.id as election_id, e.status::text as status, e.election_type, e.office_id, e.state_id, e.seat_id,
             e.stagger_class, e.total_seats, e.scheduled_turn as filing_turn, e.primary_turn, e.general_turn, e.end_turn
      from elections e
      where e.country_id = ${country} and e.status <> 'closed' ${stateFilter(sql`e.state_id`)}),
    groups as (
      select s.office_id, s.state_id, s.stagger_class, o.office_key, o.has_primary,
             min(s.term_end_turn) as term_end, count(*)::int as seats, min(s.id) as first_seat
      from seats s join offices o on o.id = s.office_id
      where s.country_id = ${country} and o.filled_by = 'election' and o.cycle_turns is not null
        and s.term_end_turn is not null ${stateFilter(sql`s.state_id`)}
      group by s.office_id, s.state_id, s.stagger_class, o.office_key, o.has_primary),
    projected_filing as (
      select g.*, ${filingTurnSql(sql`g.term_end`, sql`${currentTurn}::int`)} as filing_turn
      from groups g
      where not exists (select 1 from scheduled sc where sc.office_id = g.office_id
                          and sc.state_id is not distinct from g.state_id and sc.stagger_class = g.stagger_class)),
    projected as (
      select pf.*, ${endTurnSql(sql`pf.term_end`, sql`pf.filing_turn`)} as end_turn from projected_filing pf),
    races as (
      select election_id, status, election_type, office_id, state_id, seat_id, total_seats,
             filing_turn, primary_turn, general_turn, end_turn
      from scheduled
      union all
      select null, 'scheduled', p.office_key, p.office_id, p.state_id,
             case when p.seats = 1 then p.first_seat end, p.seats, p.filing_turn,
             ${primaryTurnSql(sql`p.has_primary`, sql`p.end_turn`)}, ${generalTurnSql(sql`p.end_turn`)}, p.end_turn
      from projected p)
    select r.election_id, r.status, r.election_type, o.title, r.state_id, st.name as state_name, r.seat_id,
           r.total_seats, r.filing_turn, r.primary_turn, r.general_turn, r.end_turn
    from races r join offices o on o.id = r.office_id left join states st on st.id = r.state_id
    order by r.filing_turn, r.end_turn, o.sort_order, r.state_id nulls first, r.election_id nulls last`);
  const date = (turn: number) => gameCalendar(Number(clock.starting_year), turn).gameDate;
  const races = rows.rows.map((r) => ({
    electionId: r.election_id,
    status: r.status,
    electionType: r.election_type,
    title: r.title,
    state: r.state_id,
    stateName: r.state_name,
    seatId: r.seat_id,
    totalSeats: Number(r.total_seats),
    filingTurn: Number(r.filing_turn),
    primaryTurn: r.primary_turn === null ? null : Number(r.primary_turn),
    generalTurn: Number(r.general_turn),
    endTurn: Number(r.end_turn),
    filingDate: date(Number(r.filing_turn)),
    primaryDate: r.primary_turn === null ? null : date(Number(r.primary_turn)),
    generalDate: date(Number(r.general_turn)),
    endDate: date(Number(r.end_turn)),
  }));
  return { found: races.length > 0, currentTurn, races };
}

const gameDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Mar 4, 2025" for a game date (YYYY-MM-DD). */
export function formatGameDate(gameDate: string): string {
  return gameDateFormat.format(new Date(`${gameDate}T00:00:00Z`));
}
