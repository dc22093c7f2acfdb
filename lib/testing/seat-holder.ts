import { sql } from 'drizzle-orm';
import { PUT as putSeatHolder } from '@/app/api/admin/seats/[seatId]/holder/route';
import type { Db } from '@/lib/platform/db';
import { clientRequest, routeContext } from './client-requests';
import { sessionCookieFor } from './session-cookie';

/**
 * A seat of `officeId` for `username`'s character: one of its state when the office has state seats (else
 * the national one), voting, not already theirs. The lowest id, so a test picks the same seat each run.
 */
export async function seatFor(db: Db, input: { username: string; officeId: string }): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    select s.id from seats s
    join characters c on c.user_id = (select id from users where username = ${input.username})
    where s.office_id = ${input.officeId} and s.is_voting
      and (s.state_id is null or s.state_id = c.state_id)
      and s.holder_character_id is distinct from c.id
    order by s.id limit 1`);
  const seat = result.rows[0];
  if (!seat) throw new Error(`no seat of ${input.officeId} for ${input.username}`);
  return seat.id;
}

/**
 * Seats `username`'s character in a seat of `officeId` through the admin seat tool
 * (PUT /api/admin/seats/[seatId]/holder), as the admin; returns the seat id.
 */
export async function seatAsAdmin(db: Db, input: { username: string; officeId: string }): Promise<string> {
  const seatId = await seatFor(db, input);
  const character = await db.execute<{ id: string }>(sql`
    select c.id from characters c join users u on u.id = c.user_id where u.username = ${input.username}`);
  const characterId = character.rows[0]?.id;
  if (!characterId) throw new Error(`${input.username} has no character`);
  const response = await putSeatHolder(
    clientRequest(`/api/admin/seats/${seatId}/holder`, {
      method: 'PUT',
      body: { characterId },
      cookie: await sessionCookieFor(db, 'admin'),
    }),
    routeContext({ seatId }),
  );
  if (response.status !== 200) throw new Error(`seating ${input.username} failed: ${await response.text()}`);
  return seatId;
}
