import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { isObjectId } from '@/lib/platform/ids';
import { parseInput, text } from '@/lib/platform/validation';

const idInput = z.object({ id: text({ max: 24 }) });

/** A corporation's ObjectId from its sequential number or ObjectId; null when there is none. */
export async function resolveCorporationId(db: Db, raw: unknown): Promise<string | null> {
  const { id } = parseInput(idInput, { id: raw });
  const where = /^\d{1,9}$/.test(id) ? sql`seq = ${Number(id)}` : isObjectId(id) ? sql`id = ${id}` : null;
  if (!where) return null;
  const result = await db.execute<{ id: string }>(sql`select id from corporations where ${where}`);
  return result.rows[0]?.id ?? null;
}
