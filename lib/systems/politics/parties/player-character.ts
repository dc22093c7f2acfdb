import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

export interface PlayerCharacter {
  id: string;
  countryId: string;
  partyId: string | null;
  currencyCode: string;
}

/** The signed-in player's character, row-locked for the action's transaction; NOT_FOUND before setup. */
export async function playerCharacterOrThrow(tx: Db, userId: string): Promise<PlayerCharacter> {
  const result = await tx.execute<{
    id: string;
    country_id: string;
    party_id: string | null;
    currency_code: string;
  }>(sql`
    select c.id, c.country_id, c.party_id, co.currency_code
    from characters c join countries co on co.id = c.country_id
    where c.user_id = ${userId} for update of c`);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'You have no character yet; create one first.');
  return { id: row.id, countryId: row.country_id, partyId: row.party_id, currencyCode: row.currency_code };
}
