import { sql } from 'drizzle-orm';
import { objectIdOf, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

export type AppointedCeo = { kind: 'character'; characterId: string } | { kind: 'npp'; personId: string };

/**
 * Resolves who takes a CEO seat: a named character, a named non-player person, or (npp without a
 * name) the first non-player person of the country who sits on no board, by id, so it is repeatable.
 */
export async function chooseCeo(
  tx: Db,
  input: { ceoType: 'character' | 'npp'; characterId?: string; forcedNppId?: string; countryId: string },
): Promise<AppointedCeo> {
  if (input.ceoType === 'character') {
    // The character is named by ObjectId or by sequential number (its page address).
    const characterId = input.characterId ? await objectIdOf(tx, 'characters', input.characterId) : null;
    const found = await tx.execute(sql`select id from characters where id = ${characterId ?? ''}`);
    if (found.rows.length === 0) throw new AppError('BAD_REQUEST', 'characterId: no such character.');
    return { kind: 'character', characterId: characterId! };
  }
  if (input.forcedNppId !== undefined) {
    const found = await tx.execute(sql`select id from non_player_persons where id = ${input.forcedNppId}`);
    if (found.rows.length === 0) throw new AppError('BAD_REQUEST', 'forcedNppId: no such non-player person.');
    return { kind: 'npp', personId: input.forcedNppId };
  }
  const free = await tx.execute<{ id: string }>(sql`
    select p.id from non_player_persons p
    where p.country_id = ${input.countryId}
    order by exists (select 1 from corporations k where k.ceo_npp_id = p.id), p.id
    limit 1`);
  const id = free.rows[0]?.id;
  if (!id) throw new AppError('SUBSIDIARY_NOT_ELIGIBLE', 'No non-player CEO is available in this country.');
  return { kind: 'npp', personId: id };
}
