import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { currentTurn } from './current-turn';
import { embargoColumns, toEmbargo, type EmbargoRow } from './rows';
import { recordIdInput, type Embargo } from './schemas';

/** Lifts a pending or active embargo (admin): it stays on record as lifted this turn. */
export async function liftEmbargo(
  db: Db,
  input: z.input<typeof recordIdInput>,
): Promise<{ embargo: Embargo }> {
  const { id } = parseInput(recordIdInput, input);
  const turn = await currentTurn(db);
  const rows = await db.execute<EmbargoRow>(sql`
    with lifted as (
      update trade_embargoes set status = 'lifted', lifted_turn = ${turn}
      where id = ${id} and status in ('pending', 'active') returning *)
    select ${embargoColumns} from lifted e`);
  if (rows.rows[0]) return { embargo: toEmbargo(rows.rows[0]) };
  const exists = await db.execute(sql`select 1 from trade_embargoes where id = ${id}`);
  if (exists.rows.length === 0) throw new AppError('NOT_FOUND', `No embargo ${id}.`);
  throw new AppError('CONFLICT', `Embargo ${id} is no longer in force.`);
}
