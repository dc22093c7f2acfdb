import { sql } from 'drizzle-orm';
import type { BillEffect } from '@/models';
import type { Db } from '@/lib/platform/db';

export interface BillSubject {
  legislationTypeId: string;
  optionIndex: number;
}

type EffectRow = {
  legislation_type_id: string;
  option_index: number;
  metric_id: string;
  /** The signed push on the metric: the option's tick rate, or its target contribution's sign. */
  push: number;
  direct: boolean;
};

export const subjectKey = (s: BillSubject) => `${s.legislationTypeId}#${s.optionIndex}`;

/**
 * What enacting an option moves, per subject: each metric the option ticks directly (sign of ratePerTurn)
 * and each target of its type (sign of effectDirection × weight, negated when lower is better, which is
 * how a law's contribution, docs/policy.md, pushes). A direct tick rate wins over a target; metrics
 * with no push are left out. Ordered by metric id.
 */
export async function loadBillEffects(
  db: Db,
  subjects: readonly BillSubject[],
): Promise<Map<string, BillEffect[]>> {
  const result = new Map<string, BillEffect[]>();
  if (subjects.length === 0) return result;
  const payload = JSON.stringify(
    subjects.map((s) => ({ legislation_type_id: s.legislationTypeId, option_index: s.optionIndex })),
  );
  const rows = await db.execute<EffectRow>(sql`
    with s as (
      select distinct * from jsonb_to_recordset(${payload}::jsonb) as r(legislation_type_id text, option_index int)
    )
    select s.legislation_type_id, s.option_index, e.metric_id, e.rate_per_turn as push, true as direct
    from s join policy_option_effects e
      on e.legislation_type_id = s.legislation_type_id and e.option_index = s.option_index
    union all
    select s.legislation_type_id, s.option_index, t.metric_id,
      o.effect_direction * t.weight * case when md.higher_is_better then 1 else -1 end
        * greatest(abs(o.economic), abs(o.social)) as push,
      false as direct
    from s join policy_options o on o.legislation_type_id = s.legislation_type_id and o.option_index = s.option_index
      join legislation_type_targets t on t.legislation_type_id = s.legislation_type_id
      join metric_definitions md on md.id = t.metric_id
    order by 1, 2, 3, 5 desc`);
  const seen = new Set<string>();
  for (const row of rows.rows) {
    const key = subjectKey({ legislationTypeId: row.legislation_type_id, optionIndex: row.option_index });
    const metricKey = `${key}:${row.metric_id}`;
    if (seen.has(metricKey)) continue;
    seen.add(metricKey);
    if (row.push === 0) continue;
    const list = result.get(key) ?? [];
    list.push({ metric: row.metric_id, direction: row.push > 0 ? 'up' : 'down' });
    result.set(key, list);
  }
  for (const subject of subjects) {
    if (!result.has(subjectKey(subject))) result.set(subjectKey(subject), []);
  }
  return result;
}
