import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * CTEs ending in `all_rows(scope, area_id, commodity_key, country_id, supply, demand, base_price)`:
 * supply and demand (units per day) of every market, state rows from the state sectors and population,
 * country and global rows as their sums. Supply of extractable commodities from extraction sectors is
 * scaled by the capacity multipliers (a SELECT from a CapacityMultiplierSource).
 */
export function supplyDemandCtes(multipliers: SQL): SQL {
  return sql`
    multipliers as (${multipliers}),
    flows as (
      select ss.state_id, r.commodity_key,
        sum(case when r.direction = 'supply'
          then ss.output * r.rate * case when st.is_extraction and c.extractable
            then least(1, greatest(0, coalesce(m.multiplier, 1))) else 1 end
          else 0 end / c.base_price) as supply,
        sum(case when r.direction = 'demand' then ss.output * r.rate else 0 end / c.base_price) as sector_demand
      from state_sectors ss
      join sector_commodity_rates r on r.sector_type = ss.sector_type
      join commodities c on c.key = r.commodity_key
      join sector_types st on st.id = ss.sector_type
      left join multipliers m
        on m.state_id = ss.state_id and m.sector_type = ss.sector_type and m.commodity_key = r.commodity_key
      group by ss.state_id, r.commodity_key),
    state_rows as (
      select s.id as state_id, s.country_id, c.key as commodity_key, c.base_price,
        round(coalesce(f.supply, 0), 6) as supply,
        round(cal.demand_scale * (coalesce(f.sector_demand, 0)
          + s.population * cal.household_demand_per_capita / c.base_price), 6) as demand
      from states s
      cross join commodities c
      join commodity_calibrations cal on cal.commodity_key = c.key
      left join flows f on f.state_id = s.id and f.commodity_key = c.key),
    all_rows as materialized (
      select 'state' as scope, state_id as area_id, commodity_key, country_id, supply, demand, base_price
      from state_rows
      union all
      select 'country', country_id, commodity_key, country_id, sum(supply), sum(demand), min(base_price)
      from state_rows group by country_id, commodity_key
      union all
      select 'global', '', commodity_key, null, sum(supply), sum(demand), min(base_price)
      from state_rows group by commodity_key)`;
}

/**
 * Writes supply and demand of every market without moving prices (the seed's opening markets); a
 * market row created here opens at the commodity's base price.
 */
export async function refreshSupplyDemand(tx: Db, turn: number, multipliers: SQL): Promise<void> {
  await tx.execute(sql`
    with ${supplyDemandCtes(multipliers)}
    insert into commodity_markets (scope, area_id, commodity_key, country_id, supply, demand, price, updated_turn)
    select scope, area_id, commodity_key, country_id, supply, demand, base_price, ${turn}
    from all_rows order by scope, area_id, commodity_key
    on conflict (scope, commodity_key, area_id) do update set
      supply = excluded.supply, demand = excluded.demand, updated_turn = excluded.updated_turn`);
}
