import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { textArray } from '@/lib/platform/db/text-array';
import { parseInput } from '@/lib/platform/validation';
import { EMBARGO_COMMODITY_ALL } from './constants';
import { currentTurn } from './current-turn';
import { embargoColumns, toEmbargo, type EmbargoRow } from './rows';
import { imposeEmbargoInput, type Embargo } from './schemas';

const imposeEmbargoesInput = z.array(imposeEmbargoInput).max(500);

/**
 * Imposes embargoes in one statement (admin, and organization sanctions for each member at once). Each is
 * active at once when it starts this turn or earlier, pending otherwise; the lifecycle phase activates
 * and expires it. Provenance fields stay null unless given. An unknown country or commodity refuses all.
 */
export async function imposeEmbargoes(
  db: Db,
  inputs: readonly z.input<typeof imposeEmbargoInput>[],
): Promise<{ embargoes: Embargo[] }> {
  const bodies = parseInput(imposeEmbargoesInput, inputs);
  if (bodies.length === 0) return { embargoes: [] };
  const named = (key: 'sourceCountry' | 'targetCountry' | 'commodity') =>
    textArray([...new Set(bodies.map((b) => b[key]))]);
  const unknown = await db.execute<{ field: string; value: string }>(sql`
    select 'sourceCountry' as field, v as value from unnest(${named('sourceCountry')}) v
      where not exists (select 1 from countries where id = v)
    union all
    select 'targetCountry', v from unnest(${named('targetCountry')}) v
      where not exists (select 1 from countries where id = v)
    union all
    select 'commodity', v from unnest(${named('commodity')}) v
      where v <> ${EMBARGO_COMMODITY_ALL}::text and not exists (select 1 from commodities where key = v)`);
  const problem = unknown.rows[0];
  if (problem) {
    const what = problem.field === 'commodity' ? 'commodity' : 'country';
    throw new AppError('BAD_REQUEST', `${problem.field}: no ${what} '${problem.value}'`);
  }
  const turn = await currentTurn(db);
  const rows = bodies.map((body, ord) => {
    const start = Math.max(body.startTurn ?? turn, turn);
    return {
      ord,
      source_country_id: body.sourceCountry,
      target_country_id: body.targetCountry,
      commodity: body.commodity,
      direction: body.direction,
      mode: body.mode,
      cap_units: body.cap ?? null,
      origin: body.origin,
      status: start > turn ? 'pending' : 'active',
      start_turn: start,
      end_turn: body.durationTurns ? start + body.durationTurns - 1 : null,
      source_bill_id: body.sourceBillId ?? null,
      organization_id: body.organizationId ?? null,
    };
  });
  const saved = await db.execute<EmbargoRow>(sql`
    with draft as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(ord int, source_country_id text,
        target_country_id text, commodity text, direction text, mode text, cap_units float8, origin text,
        status text, start_turn int, end_turn int, source_bill_id text, organization_id text)),
    saved as (
      insert into trade_embargoes (source_country_id, target_country_id, commodity, direction, mode, cap_units,
        origin, status, proposed_turn, start_turn, end_turn, source_bill_id, organization_id)
      select source_country_id, target_country_id, commodity, direction, mode, cap_units, origin, status,
        ${turn}::int, start_turn, end_turn, source_bill_id, organization_id
      from draft order by ord
      returning *)
    select ${embargoColumns} from saved e order by e.id`);
  return { embargoes: saved.rows.map(toEmbargo) };
}

/** Imposes one embargo (the admin route); see imposeEmbargoes. */
export async function imposeEmbargo(
  db: Db,
  input: z.input<typeof imposeEmbargoInput>,
): Promise<{ embargo: Embargo }> {
  // Parsed alone first, so a bad field is named without an array index.
  const { embargoes } = await imposeEmbargoes(db, [parseInput(imposeEmbargoInput, input)]);
  return { embargo: embargoes[0]! };
}
