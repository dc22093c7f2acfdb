import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { OPENING_UTILIZATION, SECTORS, TURNS_PER_YEAR } from '../constants';

/**
 * Every state sector grows its capacity with its country's real growth and moves its utilization
 * toward what last turn's state prices of its products justify (dear products: more use); output and
 * employment follow. One statement, before the commodity price run reads the outputs.
 */
export const updateStateSectors = definePhase({
  id: 'update-state-sectors',
  system: 'economy',
  async run(tx, ctx) {
    await tx.execute(sql`
      with price_index as (
        select ss.state_id, ss.sector_type,
          sum(r.rate * m.price / c.base_price) / nullif(sum(r.rate), 0) as idx
        from state_sectors ss
        join sector_commodity_rates r on r.sector_type = ss.sector_type and r.direction = 'supply'
        join commodities c on c.key = r.commodity_key
        join commodity_markets m on m.scope = 'state' and m.area_id = ss.state_id and m.commodity_key = r.commodity_key
        group by ss.state_id, ss.sector_type),
      next as (
        select ss.state_id, ss.sector_type, ss.output as old_output,
          round(ss.capacity * (1 + e.gdp_growth / 100 / ${TURNS_PER_YEAR}), 4) as capacity,
          round(ss.utilization + ${SECTORS.utilizationAdjustment}::numeric * (
            least(${SECTORS.utilizationBounds[1]}::numeric, greatest(${SECTORS.utilizationBounds[0]}::numeric,
              ${OPENING_UTILIZATION}::numeric * power(coalesce(p.idx, 1)::float8, ${SECTORS.utilizationElasticity}::float8)::numeric))
            - ss.utilization), 6) as utilization
        from state_sectors ss
        join country_economies e on e.country_id = ss.country_id
        left join price_index p on p.state_id = ss.state_id and p.sector_type = ss.sector_type)
      update state_sectors ss set
        capacity = n.capacity,
        utilization = n.utilization,
        output = round(n.capacity * n.utilization, 4),
        employment = case when n.old_output > 0
          then round(ss.employment * (n.capacity * n.utilization) / n.old_output)::int else ss.employment end,
        updated_turn = ${ctx.turn}
      from next n where n.state_id = ss.state_id and n.sector_type = ss.sector_type`);
  },
});
