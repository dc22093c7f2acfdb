import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { FEDERAL_TICK_MULTIPLIERS } from '../constants';
import { activePoliciesCte } from './active-policies';

const overrides = Object.entries(FEDERAL_TICK_MULTIPLIERS);
const overrideValues = overrides.length
  ? sql.join(
      overrides.map(([country, multiplier]) => sql`(${country}::text, ${multiplier}::float8)`),
      sql`, `,
    )
  : sql`(null::text, null::float8)`;

/**
 * Step 2 (SPEC.md): add the direct tick rates of the enacted options' metricEffects, then clamp to the
 * metric's range. National law ticks at the federal multiplier (US 1/50, UK 1/12, otherwise 1/N for a
 * country of N states); state law at the full rate.
 */
export async function applyMetricTickRates(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    with active as (${activePoliciesCte}),
    federal as (
      select s.country_id, coalesce(max(o.multiplier), 1.0::float8 / count(*)) as multiplier
      from states s left join (values ${overrideValues}) as o(country_id, multiplier) on o.country_id = s.country_id
      group by s.country_id
    ),
    ticks as (
      select a.state_id, e.metric_id,
        sum(e.rate_per_turn * case when a.scope = 'national' then f.multiplier else 1 end
            order by a.scope, a.legislation_type_id, e.effect_index) as total
      from active a
      join policy_option_effects e
        on e.legislation_type_id = a.legislation_type_id and e.option_index = a.option_index
      join federal f on f.country_id = a.country_id
      group by a.state_id, e.metric_id
    )
    update state_metrics sm
    set value = least(greatest(sm.value + t.total, md.min), md.max),
        updated_turn = ${turn}, policy_turn = ${turn}
    from ticks t
    join metric_definitions md on md.id = t.metric_id
    where sm.state_id = t.state_id and sm.metric_id = t.metric_id`);
}

export const applyMetricTickRatesPhase = definePhase({
  id: 'policy-metric-ticks',
  system: 'policy',
  run: (tx, ctx) => applyMetricTickRates(tx, ctx.turn),
});
