import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { standingSql } from './party-actor';

/** A character's standing in their party (for the profile); null for an independent or the independents' label. */
export async function memberStanding(
  db: Db,
  characterId: string,
): Promise<{ partyName: string; standing: number; isLeader: boolean } | null> {
  const [row] = (
    await db.execute<{ name: string; standing: number; is_leader: boolean }>(sql`
      select p.name, ${standingSql(sql`p.id`, sql`c.id`)} as standing, p.chair_character_id = c.id as is_leader
      from characters c join parties p on p.id = c.party_id and not p.is_default where c.id = ${characterId}`)
  ).rows;
  return row ? { partyName: row.name, standing: row.standing, isLeader: row.is_leader } : null;
}
