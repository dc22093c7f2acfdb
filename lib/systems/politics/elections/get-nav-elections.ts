import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

export interface NavElections {
  activeElection: { id: string; seatId?: string; label: string } | null;
  activePresidentElectionId: string | null;
  activePresidentElectionSeatId: string | null;
}

/**
 * The election fields of client-nav for a character: the race they stand in, else the soonest undecided
 * election of their home state; and their country's undecided election for its elected head (a president).
 */
export async function getNavElections(db: Db, characterId: string): Promise<NavElections> {
  const rows = await db.execute<{
    kind: 'own' | 'home' | 'head';
    id: string;
    seat_id: string | null;
    title: string;
    state_name: string | null;
  }>(sql`
    with me as (select id, country_id, state_id from characters where id = ${characterId}),
    undecided as (
      select e.*, o.title, o.role, st.name as state_name from elections e join offices o on o.id = e.office_id
      left join states st on st.id = e.state_id
      where e.status <> 'closed' and e.country_id = (select country_id from me))
    (select 'own' as kind, u.id, u.seat_id, u.title, u.state_name from undecided u
     join election_candidates ec on ec.election_id = u.id and ec.character_id = ${characterId} and not ec.eliminated_in_primary
     order by u.end_turn, u.id limit 1)
    union all
    (select 'home', u.id, u.seat_id, u.title, u.state_name from undecided u
     where u.state_id = (select state_id from me) order by u.end_turn, u.id limit 1)
    union all
    (select 'head', u.id, u.seat_id, u.title, u.state_name from undecided u
     where u.role = 'head' order by u.end_turn, u.id limit 1)`);
  const pick = (kind: string) => rows.rows.find((r) => r.kind === kind);
  const chosen = pick('own') ?? pick('home');
  const head = pick('head');
  return {
    activeElection: chosen
      ? {
          id: chosen.id,
          ...(chosen.seat_id ? { seatId: chosen.seat_id } : {}),
          label: `${chosen.state_name ? `${chosen.state_name} ` : ''}${chosen.title} election`,
        }
      : null,
    activePresidentElectionId: head?.id ?? null,
    activePresidentElectionSeatId: head?.seat_id ?? null,
  };
}
