import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';

const shiftStateMetricsInput = z.object({
  shifts: z.array(
    z.object({
      countryId: z.string().min(1),
      /** Null shifts every state of the country. */
      stateId: z.string().min(1).nullable(),
      metricId: z.string().min(1),
      delta: z.number().finite(),
    }),
  ),
  turn: z.number().int().min(0),
});
export type MetricShift = z.input<typeof shiftStateMetricsInput>['shifts'][number];

/**
 * Shocks state metric values by a delta, clamped to the metric's range, in one statement (shifts of
 * the same state and metric add up). Unlike a policy it leaves policy_turn alone, so natural decay
 * keeps pulling the value back to its baseline. Returns the number of state metric rows changed.
 */
export async function shiftStateMetrics(
  db: Db,
  input: z.input<typeof shiftStateMetricsInput>,
): Promise<{ shifted: number }> {
  const { shifts, turn } = parseInput(shiftStateMetricsInput, input);
  if (shifts.length === 0) return { shifted: 0 };
  const payload = JSON.stringify(
    shifts.map((s) => ({
      country_id: s.countryId,
      state_id: s.stateId,
      metric_id: s.metricId,
      delta: s.delta,
    })),
  );
  const result = await db.execute(sql`
    with shift as (
      select st.id as state_id, r.metric_id, sum(r.delta) as delta
      from jsonb_to_recordset(${payload}::jsonb) as r(country_id text, state_id text, metric_id text, delta float8)
      join states st on st.country_id = r.country_id and (r.state_id is null or st.id = r.state_id)
      group by st.id, r.metric_id)
    update state_metrics sm
    set value = least(greatest(sm.value + shift.delta, md.min), md.max), updated_turn = ${turn}
    from shift join metric_definitions md on md.id = shift.metric_id
    where sm.state_id = shift.state_id and sm.metric_id = shift.metric_id`);
  return { shifted: result.rowCount ?? 0 };
}
