import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { GrantLevel } from '@/models/extraction';

/**
 * The offices that decide on a state's resources (lib/systems/extraction asks): politics owns the
 * offices, seats and chambers they are read from.
 */

/** The state extraction grants on: its id and its country. */
export interface GrantedState {
  id: string;
  countryId: string;
}

/**
 * Who may grant a state's resources: at state level the state's legislature, named by the state's code
 * or by its regional head office (governor, first minister, minister-president) where it has that seat;
 * at national level the country's legislature, named by the country code or one of its chambers.
 */
export async function grantingAuthorities(
  tx: Db,
  state: GrantedState,
): Promise<Record<GrantLevel, string[]>> {
  const rows = await tx.execute<{ level: GrantLevel; id: string }>(sql`
    select distinct 'state' as level, o.id from offices o join seats st on st.office_id = o.id
    where o.role = 'regional_head' and st.state_id = ${state.id}
    union
    select 'national', c.id from chambers c where c.country_id = ${state.countryId}
    order by 1, 2`);
  return {
    state: [state.id, ...rows.rows.filter((r) => r.level === 'state').map((r) => r.id)],
    national: [state.countryId, ...rows.rows.filter((r) => r.level === 'national').map((r) => r.id)],
  };
}

export interface DecidingSeat {
  grantedBy: string;
  grantedByLevel: GrantLevel;
}

/**
 * The seat through which a character decides offers on a state's resources: the state's regional head
 * (governor) where the state has that seat; otherwise a legislator seat representing the state, whose
 * chamber grants at national level. Null when the character holds neither.
 */
export async function decidingSeatOf(
  tx: Db,
  stateId: string,
  characterId: string,
): Promise<DecidingSeat | null> {
  const rows = await tx.execute<{
    office_id: string;
    role: string;
    chamber_id: string | null;
    held: boolean;
  }>(sql`
    select o.id as office_id, o.role, o.chamber_id, st.holder_character_id = ${characterId} as held
    from seats st join offices o on o.id = st.office_id
    where st.state_id = ${stateId} and o.role in ('regional_head', 'legislator')
    order by o.role desc, o.id`);
  const heads = rows.rows.filter((r) => r.role === 'regional_head');
  if (heads.length > 0) {
    const seat = heads.find((r) => r.held);
    return seat ? { grantedBy: seat.office_id, grantedByLevel: 'state' } : null;
  }
  const legislator = rows.rows.find((r) => r.role === 'legislator' && r.held && r.chamber_id);
  return legislator ? { grantedBy: legislator.chamber_id!, grantedByLevel: 'national' } : null;
}
