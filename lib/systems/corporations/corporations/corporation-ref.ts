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
