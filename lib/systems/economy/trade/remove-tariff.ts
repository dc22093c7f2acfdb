import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { recordIdInput } from './schemas';

/** Removes a tariff by id (admin); 404 when there is none. */
export async function removeTariff(
  db: Db,
  input: z.input<typeof recordIdInput>,
): Promise<{ removed: true; id: number }> {
  const { id } = parseInput(recordIdInput, input);
  const rows = await db.execute(sql`delete from tariffs where id = ${id} returning id`);
  if (rows.rows.length === 0) throw new AppError('NOT_FOUND', `No tariff ${id}.`);
  return { removed: true, id };
}
