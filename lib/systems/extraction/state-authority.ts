import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import type { GrantLevel } from '@/models/extraction';

export interface LockedState {
  id: string;
  name: string;
  countryId: string;
}

/**
 * Locks a state's row for the rest of the transaction: every grant and acceptance on the state's
 * resources serializes on it, so two concurrent ones cannot both pass an allocation check.
 */
export async function lockState(tx: Db, stateId: string): Promise<LockedState> {
  const rows = await tx.execute<{ id: string; name: string; country_id: string }>(
    sql`select id, name, country_id from states where id = ${stateId} for update`,
  );
  const row = rows.rows[0];
  if (!row) throw new AppError('UNKNOWN_STATE', `No state '${stateId}'.`);
  return { id: row.id, name: row.name, countryId: row.country_id };
}

/**
 * Who may grant a state's resources: at state level the state's legislature, named by the state's code
 * or by its regional head office (governor, first minister, minister-president) where it has that seat;
 * at national level the country's legislature, named by the country code or one of its chambers.
 */
export async function grantingAuthorities(tx: Db, state: LockedState): Promise<Record<GrantLevel, string[]>> {
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

/** Whether `grantedBy` names one of `authorities`; codes are matched without regard to case (tx = TX). */
export function namesAuthority(authorities: string[], grantedBy: string): boolean {
  const wanted = grantedBy.trim().toLowerCase();
  return authorities.some((authority) => authority.toLowerCase() === wanted);
}

/** Sum of the active (not revoked) shares of one state's resource. */
export async function activeContractedShare(tx: Db, stateId: string, resource: string): Promise<number> {
  const rows = await tx.execute<{ share: number | null }>(sql`
    select coalesce(sum(share), 0)::float8 as share from extraction_contracts
    where state_id = ${stateId} and resource = ${resource} and revoked_turn is null`);
  return Number(rows.rows[0]?.share ?? 0);
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
