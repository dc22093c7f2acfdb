import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { electionPhase } from '@/lib/systems/politics/elections/election-phase';
import { shownShareSql } from '@/lib/systems/politics/elections/standing';
import { turnProcessedAt, type DesktopClock } from './clock';

export interface DesktopRace {
  id: string;
  /** The office key, e.g. 'president', 'senator', 'mp'. */
  electionType: string;
  /** The office's title with the state, e.g. "California: Senator". */
  title: string;
  countryId: string;
  stateId: string | null;
  /** The state's name, or "National" for a national race. */
  state: string;
  status: 'upcoming' | 'open' | 'closed';
  phase: 'filing' | 'primary' | 'general';
  inPrimary: boolean;
  endTurn: number;
  /** When the race resolves, and when its primary ends (null without a primary or while paused). */
  endsAt: string | null;
  primaryEndsAt: string | null;
  totalSeats: number;
}

export interface DesktopCandidacy extends DesktopRace {
  /** Your place by the last public poll (1 = first) among the candidates still standing, and your share in it. */
  position: number;
  totalCandidates: number;
  voteShare: number;
}

type RaceRow = {
  id: string;
  election_type: string;
  title: string;
  country_id: string;
  state_id: string | null;
  state_name: string | null;
  status: 'upcoming' | 'open' | 'closed';
  primary_turn: number | null;
  general_turn: number;
  end_turn: number;
  total_seats: number;
};

const raceColumns = sql`e.id, e.election_type, coalesce(st.name || ': ', '') || o.title as title, e.country_id,
  e.state_id, st.name as state_name, e.status, e.primary_turn, e.general_turn, e.end_turn, e.total_seats`;

function toRace(row: RaceRow, clock: DesktopClock): DesktopRace {
  const lastTurn = clock.currentTurn - 1;
  const phase = electionPhase(
    { status: row.status, primaryTurn: row.primary_turn, generalTurn: row.general_turn },
    lastTurn,
  );
  return {
    id: row.id,
    electionType: row.election_type,
    title: row.title,
    countryId: row.country_id,
    stateId: row.state_id,
    state: row.state_name ?? 'National',
    status: row.status,
    phase: phase.inPrimary ? 'primary' : phase.inGeneral ? 'general' : 'filing',
    inPrimary: phase.inPrimary,
    endTurn: row.end_turn,
    endsAt: turnProcessedAt(clock, row.end_turn),
    primaryEndsAt: row.primary_turn === null ? null : turnProcessedAt(clock, row.general_turn),
    totalSeats: row.total_seats,
  };
}

/** The undecided races the character stands in (not knocked out in a primary), soonest first. */
export async function readCandidacies(
  db: Db,
  characterId: string,
  clock: DesktopClock,
): Promise<DesktopCandidacy[]> {
  const rows = await db.execute<
    RaceRow & { position: number; total_candidates: number; vote_share: number }
  >(sql`
    select * from (
      select ${raceColumns}, ec.character_id, ${shownShareSql('ec')} as vote_share,
        (rank() over (partition by e.id order by ${shownShareSql('ec')} desc))::int as position,
        (count(*) over (partition by e.id))::int as total_candidates
      from elections e join offices o on o.id = e.office_id left join states st on st.id = e.state_id
      join election_candidates ec on ec.election_id = e.id and not ec.eliminated_in_primary
      where e.status <> 'closed'
        and e.id in (select election_id from election_candidates where character_id = ${characterId})) r
    where r.character_id = ${characterId}
    order by r.end_turn, r.title`);
  return rows.rows.map((row) => ({
    ...toRace(row, clock),
    position: row.position,
    totalCandidates: row.total_candidates,
    voteShare: row.vote_share,
  }));
}

/**
 * Undecided races, soonest first: of one country (and there, national races and those of one state) or,
 * without a country, of the whole world.
 */
export async function readUpcomingRaces(
  db: Db,
  clock: DesktopClock,
  scope: { countryId?: string; stateId?: string; limit: number },
): Promise<DesktopRace[]> {
  const rows = await db.execute<RaceRow>(sql`
    select ${raceColumns}
    from elections e join offices o on o.id = e.office_id left join states st on st.id = e.state_id
    where e.status <> 'closed'
      ${scope.countryId ? sql`and e.country_id = ${scope.countryId}` : sql``}
      ${scope.stateId ? sql`and (e.state_id is null or e.state_id = ${scope.stateId})` : sql``}
    order by e.end_turn, o.sort_order, e.state_id nulls first, e.id
    limit ${scope.limit}`);
  return rows.rows.map((row) => toRace(row, clock));
}
