import { sql } from 'drizzle-orm';
import type { CapacityMultiplierSource } from '@/lib/systems/economy/commodities/capacity-multipliers';
import type { Db } from '@/lib/platform/db';
import { extractionCapacityLimits } from './capacity-source';
import { DEPOSIT_SIZE_FACTORS } from './constants';
import { DEPOSITS, UNCAPPED_STATES } from './reference/deposits';

/**
 * One capacity document per seeded state, after the state sectors exist: each authored deposit is its
 * size factor times the state's opening extraction output of that resource (units per day, at least 1).
 * States without deposits get an empty map; UNCAPPED_STATES get no document. Returns the multipliers
 * the opening markets are calibrated with.
 */
export async function seedResourceCapacity(tx: Db): Promise<CapacityMultiplierSource> {
  const deposits = Object.entries(DEPOSITS).flatMap(([stateId, map]) =>
    Object.entries(map).map(
      ([resource, size]) =>
        sql`(${stateId}::text, ${resource}::text, ${DEPOSIT_SIZE_FACTORS[size]}::numeric)`,
    ),
  );
  await tx.execute(sql`
    with deposits(state_id, resource, factor) as (values ${sql.join(deposits, sql`, `)}),
    opening as (
      select ss.state_id, r.commodity_key as resource, sum(ss.output * r.rate / c.base_price) as output
      from state_sectors ss
      join sector_types st on st.id = ss.sector_type and st.is_extraction
      join sector_commodity_rates r on r.sector_type = ss.sector_type and r.direction = 'supply'
      join commodities c on c.key = r.commodity_key and c.extractable
      group by 1, 2)
    insert into state_resource_capacity (state_id, country_id, resources, updated_turn)
    select s.id, s.country_id,
      coalesce(jsonb_object_agg(d.resource, greatest(1, round(d.factor * coalesce(o.output, 0))))
        filter (where d.resource is not null), '{}'::jsonb),
      0
    from states s
    left join deposits d on d.state_id = s.id
    left join opening o on o.state_id = s.id and o.resource = d.resource
    where s.id <> all(${sql.raw(`array[${UNCAPPED_STATES.map((id) => `'${id}'`).join(',')}]::text[]`)})
    group by s.id, s.country_id
    order by s.id`);
  return extractionCapacityLimits;
}
