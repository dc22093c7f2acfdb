import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { DEFAULT_EXTRACTION_STRATEGY, STRATEGY_CAPACITY_RESOURCES } from './constants';

/**
 * Each seeded extraction operation works its state's largest deposit: the single-resource strategy
 * that extracts it (oil_gas for oil or natural gas, ...), or the default where the state has none.
 */
export async function seedExtractionStrategies(tx: Db): Promise<void> {
  const focused = Object.entries(STRATEGY_CAPACITY_RESOURCES)
    .filter(([strategy]) => strategy !== DEFAULT_EXTRACTION_STRATEGY)
    .flatMap(([strategy, resources]) =>
      resources.map((resource) => sql`(${resource}::text, ${strategy}::text)`),
    );
  await tx.execute(sql`
    with strategy_for(resource, strategy) as (values ${sql.join(focused, sql`, `)}),
    largest as (
      select distinct on (cap.state_id) cap.state_id, f.strategy
      from state_resource_capacity cap
      cross join lateral jsonb_each_text(cap.resources) as e(resource, amount)
      join strategy_for f on f.resource = e.resource
      order by cap.state_id, e.amount::numeric desc, e.resource)
    insert into extraction_strategies (corporation_id, state_id, strategy)
    select cs.corporation_id, cs.state_id, coalesce(l.strategy, ${DEFAULT_EXTRACTION_STRATEGY})
    from corporation_sectors cs
    join sector_types st on st.id = cs.sector_type and st.is_extraction
    left join largest l on l.state_id = cs.state_id
    order by cs.corporation_id, cs.state_id
    on conflict do nothing`);
}
