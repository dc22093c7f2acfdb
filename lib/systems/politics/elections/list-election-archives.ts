import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { electionArchivesQuery, type ArchivedElection } from './schemas';

/**
 * GET /api/public/v1/elections/archives: decided elections, newest first (by the turn the votes were
 * counted), optionally of one country and one type, with the top vote-getter. Times are those of the turns
 * that opened filing and counted the votes.
 */
export async function listElectionArchives(
  db: Db,
  input: z.input<typeof electionArchivesQuery>,
): Promise<{ found: boolean; elections: ArchivedElection[] }> {
  const { country, type, limit } = parseInput(electionArchivesQuery, input);
  const rows = await db.execute<{
    id: string;
    seat_id: string | null;
    election_type: string;
    state_id: string | null;
    cycle: number;
    election_year: number;
    total_seats: number;
    start_time: string | null;
    end_time: string | null;
    status: 'upcoming' | 'open' | 'closed';
    total_votes: number;
    finalized: boolean;
    candidate_count: number;
    winner_name: string | null;
    winner_party: string | null;
    winner_votes: number | null;
  }>(sql`
    select e.id, e.seat_id, e.election_type, e.state_id, e.cycle, e.election_year, e.total_seats,
           to_char(ts.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start_time,
           to_char(te.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as end_time,
           e.status, e.total_votes, e.finalized,
           (select count(*)::int from election_candidates ec where ec.election_id = e.id) as candidate_count,
           w.character_name as winner_name, w.party_name as winner_party, w.votes as winner_votes
    from elections e
    left join turns ts on ts.turn = e.scheduled_turn
    left join turns te on te.turn = e.end_turn
    left join lateral (
      select ec.character_name, ec.party_name, ec.votes from election_candidates ec
      where ec.election_id = e.id and ec.is_winner order by ec.votes desc, ec.character_id limit 1) w on true
    where e.status = 'closed'
      ${country ? sql`and e.country_id = ${country}` : sql``}
      ${type ? sql`and e.election_type = ${type}` : sql``}
    order by e.end_turn desc, e.id
    limit ${limit}`);
  const elections = rows.rows.map((r) => ({
    id: r.id,
    seatId: r.seat_id,
    electionType: r.election_type,
    state: r.state_id,
    cycle: r.cycle,
    electionYear: r.election_year,
    totalSeats: r.total_seats,
    startTime: r.start_time,
    endTime: r.end_time,
    status: r.status,
    totalVotes: Number(r.total_votes),
    finalized: r.finalized,
    candidateCount: r.candidate_count,
    ...(r.finalized && r.winner_name
      ? { winner: { characterName: r.winner_name, party: r.winner_party, votes: Number(r.winner_votes) } }
      : {}),
  }));
  return { found: elections.length > 0, elections };
}
