import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db';
import { AppError } from '../errors';
import { parseInput } from '../validation';
import { EMBARGO_COMMODITY_ALL } from './constants';
import { currentTurn } from './current-turn';
import { embargoColumns, toEmbargo, type EmbargoRow } from './rows';
import { imposeEmbargoInput, type Embargo } from './schemas';

/**
 * Imposes an embargo (admin). It is active at once when it starts this turn or earlier, pending
 * otherwise; the lifecycle phase activates and expires it. Provenance fields stay null unless given.
 */
export async function imposeEmbargo(
  db: Db,
  input: z.input<typeof imposeEmbargoInput>,
): Promise<{ embargo: Embargo }> {
  const body = parseInput(imposeEmbargoInput, input);
  const known = await db.execute<{ source: boolean; target: boolean; commodity: boolean }>(sql`
    select exists (select 1 from countries where id = ${body.sourceCountry}) as source,
      exists (select 1 from countries where id = ${body.targetCountry}) as target,
      ${body.commodity}::text = ${EMBARGO_COMMODITY_ALL}::text
        or exists (select 1 from commodities where key = ${body.commodity}) as commodity`);
  const check = known.rows[0]!;
  if (!check.source) throw new AppError('BAD_REQUEST', `sourceCountry: no country '${body.sourceCountry}'`);
  if (!check.target) throw new AppError('BAD_REQUEST', `targetCountry: no country '${body.targetCountry}'`);
  if (!check.commodity) throw new AppError('BAD_REQUEST', `commodity: no commodity '${body.commodity}'`);
  const turn = await currentTurn(db);
  const start = Math.max(body.startTurn ?? turn, turn);
  const end = body.durationTurns ? start + body.durationTurns - 1 : null;
  const rows = await db.execute<EmbargoRow>(sql`
    with saved as (
      insert into trade_embargoes (source_country_id, target_country_id, commodity, direction, mode, cap_units,
        origin, status, proposed_turn, start_turn, end_turn, source_bill_id, organization_id)
      values (${body.sourceCountry}, ${body.targetCountry}, ${body.commodity}, ${body.direction}, ${body.mode},
        ${body.cap ?? null}, ${body.origin}, ${start > turn ? 'pending' : 'active'}, ${turn}, ${start}, ${end},
        ${body.sourceBillId ?? null}, ${body.organizationId ?? null})
      returning *)
    select ${embargoColumns} from saved e`);
  return { embargo: toEmbargo(rows.rows[0]!) };
}
