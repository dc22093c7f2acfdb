import { sql } from 'drizzle-orm';
import { objectIdOf, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { corporationIdParam } from './schemas';

/**
 * The ObjectId of the corporation a client route names by ObjectId or by its sequential number
 * (the page address); a sequential number no corporation has is NOT_FOUND, like an unknown ObjectId.
 */
export async function corporationIdFrom(db: Db, raw: unknown): Promise<string> {
  const { id } = parseInput(corporationIdParam, { id: raw });
  const resolved = await objectIdOf(db, 'corporations', id);
  if (!resolved) throw new AppError('NOT_FOUND', 'No such corporation.');
  return resolved;
}

/** A corporation's name for its page's tab title, from a page address id; null when there is none. */
export async function corporationNameOf(db: Db, raw: string): Promise<string | null> {
  const id = await objectIdOf(db, 'corporations', raw);
  if (!id) return null;
  const rows = await db.execute<{ name: string }>(sql`select name from corporations where id = ${id}`);
  return rows.rows[0]?.name ?? null;
}
