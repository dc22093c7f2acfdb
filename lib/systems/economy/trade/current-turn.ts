import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

/** The world's current turn; the admin trade actions stamp their records with it. */
export async function currentTurn(db: Db): Promise<number> {
  const [state] = (await db.execute<{ turn: number }>(sql`select current_turn as turn from game_state`)).rows;
  if (!state) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
  return state.turn;
}
