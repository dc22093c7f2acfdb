import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { AppError } from '../errors';

/** The world's current turn; the admin trade actions stamp their records with it. */
export async function currentTurn(db: Db): Promise<number> {
  const [state] = (await db.execute<{ turn: number }>(sql`select current_turn as turn from game_state`)).rows;
  if (!state) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
  return state.turn;
}
