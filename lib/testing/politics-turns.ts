import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { runSystemTurns } from './system-turns';

/** Moves the term end of the seats of these offices (optionally only in these states) to `endTurn`. */
export async function endTermsAt(
  db: Db,
  input: { officeIds: readonly string[]; stateIds?: readonly string[]; endTurn: number },
): Promise<void> {
  const states = input.stateIds
    ? sql`and state_id in (select jsonb_array_elements_text(${JSON.stringify(input.stateIds)}::jsonb))`
    : sql``;
  await db.execute(sql`
    update seats set term_end_turn = ${input.endTurn}
    where office_id in (select jsonb_array_elements_text(${JSON.stringify(input.officeIds)}::jsonb)) ${states}`);
}

/** Runs `count` turns of only the politics system and the clock: elections move fast in tests. */
export async function runPoliticsTurns(db: Db, count: number): Promise<void> {
  await runSystemTurns(db, ['politics'], count);
}
