import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * Re-picks the chair of the given parties: the most influential member (political influence, then the
 * lower sequential id, as the seed picks), or none when the party is empty. With `onlyIfVacant`, a party
 * whose chair is still a member keeps it. One set-based statement.
 */
export async function repickPartyChairs(
  tx: Db,
  partyIds: readonly string[],
  options: { onlyIfVacant: boolean },
): Promise<void> {
  if (partyIds.length === 0) return;
  const ids = sql.join(
    partyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update parties p set chair_character_id = (
      select c.id from characters c where c.party_id = p.id
      order by c.political_influence desc, c.seq limit 1)
    where p.id in (${ids})
      and (${!options.onlyIfVacant} or p.chair_character_id is null or not exists (
        select 1 from characters m where m.id = p.chair_character_id and m.party_id = p.id))`);
}

/** A party with no sitting chair gets one (e.g. the first member of an empty party). */
export function assignChairIfVacant(tx: Db, partyId: string): Promise<void> {
  return repickPartyChairs(tx, [partyId], { onlyIfVacant: true });
}
