import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { embargoColumns, toEmbargo, type EmbargoRow } from './rows';
import { listEmbargoesQuery, type ListEmbargoesResult } from './schemas';

/**
 * Embargoes in force (optionally those of one country, imposing or targeted), and with includePending
 * those not yet in force. found is false only before the world exists.
 */
export async function listEmbargoes(
  db: Db,
  input: z.input<typeof listEmbargoesQuery>,
): Promise<ListEmbargoesResult> {
  const { country, includePending } = parseInput(listEmbargoesQuery, input);
  const [state] = (await db.execute<{ turn: number }>(sql`select current_turn as turn from game_state`)).rows;
  const rows = await db.execute<EmbargoRow>(sql`
    select ${embargoColumns} from trade_embargoes e
    where e.status in ('active', 'pending')
      ${country ? sql`and (e.source_country_id = ${country} or e.target_country_id = ${country})` : sql``}
    order by e.start_turn, e.id`);
  const all = rows.rows.map(toEmbargo);
  return {
    found: state !== undefined,
    currentTurn: state?.turn ?? 0,
    embargoes: all.filter((e) => e.status === 'active'),
    ...(includePending ? { pending: all.filter((e) => e.status === 'pending') } : {}),
  };
}
