// Shared by the executive's integration tests: players, seats and refusals.
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { isAppError } from '@/lib/platform/errors';

export async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return (await db.execute(query)).rows[0] as T;
}

export function playerOf(db: Db, username: string) {
  return one<{ id: string; userId: string; partyId: string | null }>(
    db,
    sql`select c.id, c.user_id as "userId", c.party_id as "partyId"
        from characters c join users u on u.id = c.user_id where u.username = ${username}`,
  );
}

/** Seats a character in the first seat of a role in a country (the admin seat tool does this in the game). */
export async function seatIn(db: Db, input: { characterId: string; country: string; role: string }) {
  const seat = await one<{ id: string }>(
    db,
    sql`select s.id from seats s join offices o on o.id = s.office_id
        where s.country_id = ${input.country} and o.role = ${input.role} order by s.seat_number, s.id limit 1`,
  );
  await db.execute(
    sql`update seats set holder_character_id = null where holder_character_id = ${input.characterId}`,
  );
  await db.execute(sql`update seats set holder_character_id = ${input.characterId} where id = ${seat.id}`);
  if (input.role === 'head') {
    await db.execute(sql`
      update governments set head_character_id = ${input.characterId} where country_id = ${input.country} and ended_turn is null`);
  }
  return seat.id;
}

export async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) {
      return { code: error.code, status: error.httpStatus, message: error.message, details: error.details };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Gives a character plenty of actions for a test's verbs. */
export async function refillActions(db: Db, characterId: string) {
  await db.execute(
    sql`update characters set actions = 100, actions_turn = (select current_turn from game_state) where id = ${characterId}`,
  );
}
