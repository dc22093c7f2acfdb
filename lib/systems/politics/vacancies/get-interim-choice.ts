import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { vacancyIdParams } from './schemas';

/** Politicians shown to the governor, most likely picks first. */
const ELIGIBLE_LIMIT = 200;

export interface InterimCandidate {
  characterId: string;
  name: string;
  party: string | null;
  influence: number;
  isPlayer: boolean;
}

export interface InterimChoice {
  vacancyId: number;
  office: string;
  state: string | null;
  governor: string | null;
  /** The viewer is the governor whose choice it is. */
  isAppointer: boolean;
  /** The choice can still be made (the seat is empty and waits for the governor). */
  open: boolean;
  closesTurn: number | null;
  closesAt: string | null;
  currentTurn: number;
  filledBy: string | null;
  /** Who is seated if the window closes with no choice (the non-player governor's rule). */
  defaultPick: { name: string; party: string | null } | null;
  eligible: InterimCandidate[];
}

/**
 * The page of a governor's interim Senate appointment (docs/vacancies.md): the seat, the deadline, the
 * default pick, and the state's politicians who may be appointed (living in the state, holding no seat,
 * standing in no open race), the governor's party first, then by influence. Null for an unknown vacancy
 * or one that is not an interim appointment.
 */
export async function getInterimChoice(
  db: Db,
  input: { vacancyId: unknown; userId: string | null },
): Promise<InterimChoice | null> {
  const parsed = vacancyIdParams.safeParse({ id: input.vacancyId });
  if (!parsed.success) return null;
  const id = parsed.data.id;
  const [row] = (
    await db.execute<{
      office: string;
      state: string | null;
      state_id: string | null;
      country_id: string;
      is_appointer: boolean;
      governor: string | null;
      governor_party: string | null;
      open: boolean;
      closes_turn: number | null;
      closes_at: string | null;
      turn: number;
      filled_by: string | null;
    }>(sql`
      select o.title as office, st.name as state, s.state_id, s.country_id,
        (gc.user_id is not null and gc.user_id = ${input.userId ?? ''}) as is_appointer,
        gc.name as governor, gc.party_id as governor_party,
        (v.filled_turn is null and s.holder_character_id is null and v.choice_closes_turn is not null) as open,
        v.choice_closes_turn as closes_turn,
        to_char(v.choice_closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closes_at,
        (select current_turn from game_state limit 1) as turn, fc.name as filled_by
      from seat_vacancies v join seats s on s.id = v.seat_id join offices o on o.id = s.office_id
      left join states st on st.id = s.state_id
      left join characters gc on gc.id = v.appointer_character_id
      left join characters fc on fc.id = v.filled_by_character_id
      where v.id = ${id} and v.fill_rule = 'interim'`)
  ).rows;
  if (!row) return null;
  const candidates = (
    await db.execute<{
      id: string;
      name: string;
      party: string | null;
      influence: number;
      is_player: boolean;
      is_npp: boolean;
    }>(sql`
      select c.id, c.name, p.name as party, c.political_influence as influence,
        (c.user_id is not null) as is_player, c.is_npp
      from characters c left join parties p on p.id = c.party_id
      where c.country_id = ${row.country_id} and c.state_id is not distinct from ${row.state_id}
        and not exists (select 1 from seats x where x.holder_character_id = c.id)
        and not exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
                        where ec.character_id = c.id and e.status <> 'closed')
      order by (c.party_id is not distinct from ${row.governor_party}) desc, c.political_influence desc, c.id
      limit ${ELIGIBLE_LIMIT}`)
  ).rows;
  // The default is the first non-player in that order (fill-vacancies' rule for a non-player governor).
  const fallback = candidates.find((c) => c.is_npp);
  return {
    vacancyId: id,
    office: row.office,
    state: row.state,
    governor: row.governor,
    isAppointer: row.is_appointer,
    open: row.open,
    closesTurn: row.closes_turn === null ? null : Number(row.closes_turn),
    closesAt: row.closes_at,
    currentTurn: Number(row.turn),
    filledBy: row.filled_by,
    defaultPick: fallback ? { name: fallback.name, party: fallback.party } : null,
    eligible: candidates.map((c) => ({
      characterId: c.id,
      name: c.name,
      party: c.party,
      influence: Number(c.influence),
      isPlayer: c.is_player,
    })),
  };
}
