import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

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
