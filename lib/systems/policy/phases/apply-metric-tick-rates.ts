import { sql } from 'drizzle-orm';
import { FEDERAL_TICK_MULTIPLIERS } from '../constants';

const overrides = Object.entries(FEDERAL_TICK_MULTIPLIERS);
const overrideValues = overrides.length
  ? sql.join(
      overrides.map(([country, multiplier]) => sql`(${country}::text, ${multiplier}::float8)`),
      sql`, `,
    )
  : sql`(null::text, null::float8)`;

/**
 * Step 2 (docs/policy.md): direct tick rates of the enacted options' metricEffects, per (state_id, metric_id)
 * as `total`, over CTEs named `active` (active-policies.ts) and `federal` (federalMultipliers). National law
 * ticks at the federal multiplier (US 1/50, UK 1/12, otherwise 1/N for a country of N states); state law
 * at the full rate. The phase, which adds them and clamps to the metric's range, is in move-metrics.ts.
 */
export const federalMultipliers = sql`
      select s.country_id, coalesce(max(o.multiplier), 1.0::float8 / count(*)) as multiplier
      from states s left join (values ${overrideValues}) as o(country_id, multiplier) on o.country_id = s.country_id
      group by s.country_id`;

export const tickTotals = sql`
      select a.state_id, e.metric_id,
        sum(e.rate_per_turn * case when a.scope = 'national' then f.multiplier else 1 end
            order by a.scope, a.legislation_type_id, e.effect_index) as total
      from active a
      join policy_option_effects e
        on e.legislation_type_id = a.legislation_type_id and e.option_index = a.option_index
      join federal f on f.country_id = a.country_id
      group by a.state_id, e.metric_id`;
