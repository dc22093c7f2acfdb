import { sql, type SQL } from 'drizzle-orm';
import { DAYS_PER_TURN } from './constants';

/**
 * Contracts that count in the price run of `turn` (docs/extraction.md): a grant takes effect in the run of
 * the turn after it was made, and a revocation drops the contract from the run after it was made.
 */
export const contractCountsInRun = (turn: number, alias = 'ec'): SQL =>
  sql.raw(`${alias}.granted_turn < ${Math.trunc(turn)}
    and (${alias}.revoked_turn is null or ${alias}.revoked_turn >= ${Math.trunc(turn)})`);

/**
 * CTEs of the capacity allocation (docs/extraction.md, 'The multiplier') for the price run of `turn`,
 * over every state with a capacity document (or one state):
 *  - ext_rates(sector_type, resource, rate, base_price): supply rates of extraction sectors;
 *  - capacity(state_id, country_id, resource, capacity): units per day, 0 when the map lacks the key;
 *  - sector_output(state_id, sector_type, resource, output): raw output from sector revenue;
 *  - corporate_output(state_id, sector_type, resource, corporation_id, output): each extraction
 *    corporation's raw output from its last turn of revenue, converted to anchor units per day;
 *  - holders(... corporation_id, output, share, allowance): contract holders' output and reserve;
 *  - pools(state_id, resource, capacity, contracted_share, pool, uncontracted_output, pool_multiplier):
 *    what sectors without a contract share, 1 when their output fits the pool, else pool / output.
 * States without a document have no rows: their multiplier stays 1 (uncapped).
 */
export function capacityAllocationCtes(turn: number, stateId?: string): SQL {
  const onlyState = stateId === undefined ? sql`true` : sql`cap.state_id = ${stateId}`;
  return sql`
    ext_rates as (
      select r.sector_type, r.commodity_key as resource, r.rate, c.base_price
      from sector_commodity_rates r
      join commodities c on c.key = r.commodity_key and c.extractable
      join sector_types st on st.id = r.sector_type and st.is_extraction
      where r.direction = 'supply'),
    capacity as (
      select cap.state_id, cap.country_id, rr.resource,
        greatest(0, coalesce((cap.resources ->> rr.resource)::numeric, 0)) as capacity
      from state_resource_capacity cap
      cross join (select distinct resource from ext_rates) rr
      where ${onlyState}),
    -- A semi-join on capacity (one row per state and resource), not a join: the planner then expects
    -- hundreds of rows here rather than a few, and sums the sectors' output once instead of once a state.
    sector_output as (
      select ss.state_id, ss.sector_type, er.resource, ss.output * er.rate / er.base_price as output
      from state_sectors ss
      join ext_rates er on er.sector_type = ss.sector_type
      where exists (select 1 from capacity cp where cp.state_id = ss.state_id and cp.resource = er.resource)),
    contract_shares as (
      select ec.state_id, ec.resource, ec.corporation_id, sum(ec.share) as share
      from extraction_contracts ec
      join capacity cp on cp.state_id = ec.state_id and cp.resource = ec.resource
      where ${contractCountsInRun(turn)}
      group by ec.state_id, ec.resource, ec.corporation_id),
    corporate_output as (
      select cs.state_id, cs.sector_type, er.resource, cs.corporation_id,
        cs.last_revenue_cents / 100.0 / cur.rate / ${DAYS_PER_TURN} * er.rate / er.base_price as output
      from corporation_sectors cs
      join corporations k on k.id = cs.corporation_id
      join currencies cur on cur.code = k.currency_code
      join ext_rates er on er.sector_type = cs.sector_type
      join capacity cp on cp.state_id = cs.state_id and cp.resource = er.resource),
    holders as (
      select co.state_id, co.sector_type, co.resource, co.corporation_id, co.output, sh.share,
        cp.capacity * sh.share as allowance
      from corporate_output co
      join contract_shares sh
        on sh.state_id = co.state_id and sh.resource = co.resource and sh.corporation_id = co.corporation_id
      join capacity cp on cp.state_id = co.state_id and cp.resource = co.resource),
    pools as (
      select cp.state_id, cp.resource, cp.capacity,
        coalesce(cs.share, 0) as contracted_share,
        cp.capacity * greatest(0, 1 - coalesce(cs.share, 0)) as pool,
        greatest(0, coalesce(so.output, 0) - coalesce(h.output, 0)) as uncontracted_output
      from capacity cp
      left join (select state_id, resource, sum(share) as share from contract_shares group by 1, 2) cs
        on cs.state_id = cp.state_id and cs.resource = cp.resource
      left join (select state_id, resource, sum(output) as output from sector_output group by 1, 2) so
        on so.state_id = cp.state_id and so.resource = cp.resource
      left join (select state_id, resource, sum(output) as output from holders group by 1, 2) h
        on h.state_id = cp.state_id and h.resource = cp.resource),
    pool_multipliers as (
      select p.*, case when p.capacity <= 0 then 0
        when p.uncontracted_output <= p.pool then 1
        else p.pool / p.uncontracted_output end as pool_multiplier
      from pools p)`;
}

/** A contract holder's multiplier: min(1, capacity x share / output); 0 without capacity. */
export const holderMultiplier = (alias: string): SQL =>
  sql.raw(`case when ${alias}.allowance <= 0 then 0 when ${alias}.output <= 0 then 1
    else least(1, ${alias}.allowance / ${alias}.output) end`);

/**
 * SELECT (state_id, sector_type, commodity_key, multiplier) over the allocation CTEs: a sector's
 * multiplier is what its holders and its share of the uncontracted pool may extract, over its raw output.
 */
export const sectorMultipliersSelect = sql`
  select so.state_id, so.sector_type, so.resource as commodity_key,
    case when pm.capacity <= 0 then 0::numeric
      when so.output <= 0 then 1::numeric
      else least(1, greatest(0, (coalesce(hs.allowed, 0)
        + greatest(0, so.output - coalesce(hs.output, 0)) * pm.pool_multiplier) / so.output)) end as multiplier
  from sector_output so
  join pool_multipliers pm on pm.state_id = so.state_id and pm.resource = so.resource
  left join (
    select state_id, sector_type, resource, sum(output) as output, sum(least(output, allowance)) as allowed
    from holders group by 1, 2, 3) hs
    on hs.state_id = so.state_id and hs.sector_type = so.sector_type and hs.resource = so.resource`;
