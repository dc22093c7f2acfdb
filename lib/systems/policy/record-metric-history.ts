import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/** Writes (or rewrites) the country aggregates of every metric for one turn: average, weighted, min, max. */
export async function recordMetricHistory(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    insert into country_metric_history (country_id, metric_id, turn, average, population_weighted_average,
      min_value, min_state_id, max_value, max_state_id)
    select s.country_id, sm.metric_id, ${turn}, avg(sm.value order by sm.state_id),
      coalesce(sum(sm.value * s.population order by sm.state_id) / nullif(sum(s.population), 0),
        avg(sm.value order by sm.state_id)),
      min(sm.value), (array_agg(sm.state_id order by sm.value asc, sm.state_id))[1],
      max(sm.value), (array_agg(sm.state_id order by sm.value desc, sm.state_id))[1]
    from state_metrics sm join states s on s.id = sm.state_id
    group by s.country_id, sm.metric_id
    on conflict (country_id, metric_id, turn) do update
    set average = excluded.average, population_weighted_average = excluded.population_weighted_average,
      min_value = excluded.min_value, min_state_id = excluded.min_state_id,
      max_value = excluded.max_value, max_state_id = excluded.max_state_id`);
}
