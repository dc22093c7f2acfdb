import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

/** Only a stored true counts as on (docs/subsidiaries.md); a world that never stored the flag is off. */
export async function subsidiariesEnabled(tx: Db): Promise<boolean> {
  const result = await tx.execute<{ on: boolean | null }>(
    sql`select subsidiary_corporations_enabled as on from game_state where id = 'current'`,
  );
  return result.rows[0]?.on === true;
}

export async function assertSubsidiariesEnabled(tx: Db): Promise<void> {
  if (!(await subsidiariesEnabled(tx))) {
    throw new AppError('SUBSIDIARIES_DISABLED');
  }
}
