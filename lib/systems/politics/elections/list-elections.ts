import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { clockTurnSql } from '@/lib/systems/core/characters/actions';
import { parseInput } from '@/lib/platform/validation';
import { ELECTIONS_LIST_CLOSED_TURNS } from './constants';
import { listElectionsQuery, type ElectionSummary } from './schemas';
import { turnTimeSql } from './turn-times';
import { shownShareSql } from './standing';

type FinalVote = NonNullable<ElectionSummary['finalVotes']>[number];

/**
 * GET /api/public/v1/elections: the elections of a country not yet decided (upcoming and open), soonest
 * first, then those decided in the last ELECTIONS_LIST_CLOSED_TURNS turns with their final votes, newest
 * first; optionally of one state. Each carries its candidates (highest live share first). found:false when
 * the country has none.
 */
export async function listElections(
  db: Db,
  input: z.input<typeof listElectionsQuery>,
): Promise<{ found: boolean; elections: ElectionSummary[] }> {
  const { country, state } = parseInput(listElectionsQuery, input);
  const rows = await db.execute<{
    id: string;
    seat_id: string | null;
    kind: 'regular' | 'by_election';
    election_type: string;
    title: string;
    state_id: string | null;
    state_name: string | null;
    status: 'upcoming' | 'open' | 'closed';
    total_seats: number;
    end_turn: number;
    start_time: string | null;
    end_time: string | null;
    candidates: { characterId: string; characterName: string; party: string | null; isNPP: boolean }[];
    final_votes: FinalVote[] | null;
  }>(sql`
    select e.id, e.seat_id, e.kind, e.election_type, o.title, e.state_id, st.name as state_name, e.status,
           e.total_seats, e.end_turn,
           ${turnTimeSql(sql`e.scheduled_turn`)} as start_time, ${turnTimeSql(sql`e.end_turn`)} as end_time,
           coalesce((select jsonb_agg(jsonb_build_object('characterId', ec.character_id,
                       'characterName', ec.character_name, 'party', ec.party_name, 'isNPP', ec.is_npp)
                       order by ${shownShareSql('ec')} desc, ec.character_id)
                     from election_candidates ec where ec.election_id = e.id and not ec.eliminated_in_primary),
                    '[]'::jsonb) as candidates,
           case when e.status = 'closed' then coalesce((
             select jsonb_agg(jsonb_build_object('characterId', ec.character_id,
                      'characterName', ec.character_name, 'party', ec.party_name, 'votes', ec.votes,
                      'share', case when e.total_votes > 0 then ec.votes::float8 / e.total_votes else 0 end,
                      'isWinner', ec.is_winner)
                    order by ec.votes desc, ec.character_id)
             from election_candidates ec where ec.election_id = e.id), '[]'::jsonb) end as final_votes
    from elections e join offices o on o.id = e.office_id left join states st on st.id = e.state_id
    where e.country_id = ${country}
      and (e.status <> 'closed' or e.end_turn >= ${clockTurnSql} - ${ELECTIONS_LIST_CLOSED_TURNS})
      ${state ? sql`and e.state_id = ${state}` : sql``}
    order by e.status = 'closed', case when e.status = 'closed' then -e.end_turn else e.end_turn end,
             o.sort_order, e.state_id nulls first, e.id`);
  const elections = rows.rows.map((r) => ({
    id: r.id,
    seatId: r.seat_id,
    kind: r.kind,
    electionType: r.election_type,
    title: r.title,
    state: r.state_id,
    stateName: r.state_name,
    status: r.status,
    totalSeats: r.total_seats,
    endTurn: r.end_turn,
    startTime: r.start_time,
    endTime: r.end_time,
    candidates: r.candidates,
    ...(r.final_votes ? { finalVotes: r.final_votes.map((v) => ({ ...v, votes: Number(v.votes) })) } : {}),
  }));
  return { found: elections.length > 0, elections };
}
