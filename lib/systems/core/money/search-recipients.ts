import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { containsPattern, prefixPattern } from '@/lib/systems/core/characters/like-pattern';
import { parseInput } from '@/lib/platform/validation';
import { recipientQuery } from './schemas';

/** How many names the transfer form's search shows. */
const RECIPIENT_LIMIT = 10;

/**
 * Characters of the caller's country whose name contains `q`, for the transfer form; never the caller.
 * Names that start with `q` come first, then players before non-players: a common surname matches dozens of
 * non-players, and ranking by influence alone left a player of that name past the cut.
 */
export async function searchRecipients(db: Db, input: { userId: string; q: unknown }) {
  const { q } = parseInput(recipientQuery, { q: input.q });
  const lowered = q.toLowerCase();
  const result = await db.execute<{ id: string; name: string; state_name: string; position: string }>(sql`
    select t.id, t.name, st.name as state_name, t.position
    from characters me
      join characters t on t.country_id = me.country_id and t.id <> me.id
      join states st on st.id = t.state_id
    where me.user_id = ${input.userId} and t.name ilike ${containsPattern(q)}
    order by lower(t.name) like ${prefixPattern(lowered)} desc, t.user_id is not null desc,
             t.political_influence desc, t.seq
    limit ${RECIPIENT_LIMIT}`);
  return {
    recipients: result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state_name,
      position: row.position,
    })),
  };
}
