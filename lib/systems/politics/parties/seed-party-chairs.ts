import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/** Each party is chaired by its most influential member; runs once offices have created the politicians. */
export async function seedPartyChairs(tx: Db): Promise<void> {
  await tx.execute(sql`
    update parties p set chair_character_id = (
      select c.id from characters c where c.party_id = p.id
      order by c.political_influence desc, c.seq limit 1)`);
}
