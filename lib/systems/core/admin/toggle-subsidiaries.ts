import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

/** Flips subsidiaryCorporationsEnabled; a never-stored flag counts as off, so the first flip turns it on. */
export async function toggleSubsidiaries(db: Db): Promise<{ subsidiaryCorporationsEnabled: boolean }> {
  const result = await db.execute<{ on: boolean }>(sql`
    update game_state set subsidiary_corporations_enabled = not coalesce(subsidiary_corporations_enabled = true, false),
      updated_at = now()
    where id = 'current' returning subsidiary_corporations_enabled as on`);
  const row = result.rows[0];
  if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
  return { subsidiaryCorporationsEnabled: row.on };
}
