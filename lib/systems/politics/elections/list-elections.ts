import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { listElectionsQuery, type ElectionSummary } from './schemas';

/**
 * GET /api/public/v1/elections: the elections of a country not yet decided (upcoming and open), optionally
 * of one state, soonest first, each with its candidates (highest live share first). found:false when the
 * country has none.
 */
export async function listElections(
  db: Db,
  input: z.input<typeof listElectionsQuery>,
): Promise<{ found: boolean; elections: ElectionSummary[] }> {
  const { country, state } = parseInput(listElectionsQuery, input);
  const rows = await db.execute<{
    id: string;
    election_type: string;
    title: string;
    state_id: string | null;
    state_name: string | null;
    status: 'upcoming' | 'open' | 'closed';
    total_seats: number;
    end_turn: number;
    candidates: { characterId: string; characterName: string; party: string | null; isNPP: boolean }[];
  }>(sql`
    select e.id, e.election_type, o.title, e.state_id, st.name as state_name, e.status, e.total_seats, e.end_turn,
           coalesce((select jsonb_agg(jsonb_build_object('characterId', ec.character_id,
                       'characterName', ec.character_name, 'party', ec.party_name, 'isNPP', ec.is_npp)
                       order by ec.vote_share desc, ec.character_id)
                     from election_candidates ec where ec.election_id = e.id and not ec.eliminated_in_primary),
                    '[]'::jsonb) as candidates
    from elections e join offices o on o.id = e.office_id left join states st on st.id = e.state_id
    where e.country_id = ${country} and e.status <> 'closed'
      ${state ? sql`and e.state_id = ${state}` : sql``}
    order by e.end_turn, o.sort_order, e.state_id nulls first, e.id`);
  const elections = rows.rows.map((r) => ({
    id: r.id,
    electionType: r.election_type,
    title: r.title,
    state: r.state_id,
    stateName: r.state_name,
    status: r.status,
    totalSeats: r.total_seats,
    endTurn: r.end_turn,
    candidates: r.candidates,
  }));
  return { found: elections.length > 0, elections };
}
