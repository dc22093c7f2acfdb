import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * Turns PostgreSQL's JIT off for the rest of the turn's transaction. The planner overestimates these
 * small set-based statements on a table updated several times a turn, and compiling them took
 * seconds where running them takes milliseconds (measured on the credit-rating phase).
 */
export async function withoutJit(tx: Db): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}
