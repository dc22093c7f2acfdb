import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * Test and demo fixture: gives a player's character a voting seat of a chamber (the first seat of the
 * character's state there, else the chamber's first), replacing its non-player holder. Returns the seat id.
 */
export async function seatPlayer(db: Db, input: { username: string; chamberId: string }): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    with who as (
      select c.id, c.party_id, c.state_id from characters c join users u on u.id = c.user_id
      where u.username = ${input.username}
    ),
    seat as (
      select s.id from seats s join offices o on o.id = s.office_id and o.role = 'legislator', who
      where o.chamber_id = ${input.chamberId} and s.is_voting
        and (s.holder_character_id is null or s.holder_character_id <> who.id)
      order by (s.state_id is not distinct from who.state_id) desc, s.id limit 1
    )
    update seats s set holder_character_id = who.id, party_id = who.party_id
    from seat, who where s.id = seat.id
    returning s.id`);
  const seat = result.rows[0];
  if (!seat) throw new Error(`no seat of ${input.chamberId} for ${input.username}`);
  return seat.id;
}
