import { sql } from 'drizzle-orm';
import { parties } from '@/models';
import type { Db } from '@/lib/platform/db';

/** World seeding: the planned parties, before any character joins one. */
export async function seedParties(tx: Db, rows: (typeof parties.$inferInsert)[]): Promise<void> {
  await tx.insert(parties).values(rows);
}

/** World seeding, once the characters and politicians exist: each party is chaired by its most influential member. */
export async function seedPartyChairs(tx: Db): Promise<void> {
  await tx.execute(sql`
      update parties p set chair_character_id = (
        select c.id from characters c where c.party_id = p.id
        order by c.political_influence desc, c.seq limit 1)`);
}
