import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { parseInput } from '@/lib/platform/validation';
import { capacityAllocationCtes, holderMultiplier, sectorMultipliersSelect } from './capacity-allocation';
import { EXTRACTION_RESOURCES, type ExtractionResource } from './constants';
import { contractColumns, contractJoins, toContract, type ContractRow } from './rows';
import { stateParams, type StateResources } from './schemas';

const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * One state's extraction picture for the next price run: per resource its capacity, contracted share,
 * raw output and the multiplier the run will apply; its active contracts; and each producer's output
 * and multiplier (contract holders, other corporations, and the rest of the state sector).
 */
export async function getStateResources(db: Db, params: unknown): Promise<StateResources> {
  const { id } = parseInput(stateParams, params);
  const states = await db.execute<{ id: string; name: string; country_id: string; resources: unknown }>(sql`
    select s.id, s.name, s.country_id, cap.resources
    from states s left join state_resource_capacity cap on cap.state_id = s.id where s.id = ${id}`);
  const state = states.rows[0];
  if (!state) {
    return {
      found: false,
      state: null,
      hasCapacityDocument: false,
      resources: [],
      contracts: [],
      producers: [],
    };
  }
  const document = state.resources as Record<string, number> | null;
  const turn = await currentTurn(db);
  const [summary, producers, contracts] = await Promise.all([
    db.execute<{
      resource: string;
      unit: string;
      raw_output: number;
      multiplier: number | null;
      share: number;
    }>(sql`
      with ${capacityAllocationCtes(turn, id)},
      sector_multipliers as (${sectorMultipliersSelect}),
      weighted as (
        select m.commodity_key as resource, sum(m.multiplier * so.output) / nullif(sum(so.output), 0) as multiplier
        from sector_multipliers m
        join sector_output so on so.state_id = m.state_id and so.sector_type = m.sector_type
          and so.resource = m.commodity_key
        group by 1),
      raw as (
        select r.commodity_key as resource, sum(ss.output * r.rate / c.base_price) as output
        from state_sectors ss
        join sector_types st on st.id = ss.sector_type and st.is_extraction
        join sector_commodity_rates r on r.sector_type = ss.sector_type and r.direction = 'supply'
        join commodities c on c.key = r.commodity_key and c.extractable
        where ss.state_id = ${id} group by 1),
      shares as (
        select resource, sum(share) as share from extraction_contracts
        where state_id = ${id} and revoked_turn is null group by 1)
      select c.key as resource, c.unit, coalesce(raw.output, 0)::float8 as raw_output,
        w.multiplier::float8 as multiplier, coalesce(sh.share, 0)::float8 as share
      from commodities c
      left join raw on raw.resource = c.key
      left join weighted w on w.resource = c.key
      left join shares sh on sh.resource = c.key
      where c.extractable order by c.sort_order`),
    db.execute<{
      resource: string;
      corporation_id: string | null;
      corporation_name: string | null;
      output: number;
      share: number | null;
      multiplier: number;
    }>(sql`
      with ${capacityAllocationCtes(turn, id)},
      corporate as (
        select co.resource, co.corporation_id, co.output, h.share,
          case when h.corporation_id is not null then ${holderMultiplier('h')} else pm.pool_multiplier end as multiplier
        from corporate_output co
        join pool_multipliers pm on pm.state_id = co.state_id and pm.resource = co.resource
        left join holders h on h.state_id = co.state_id and h.sector_type = co.sector_type
          and h.resource = co.resource and h.corporation_id = co.corporation_id),
      rest as (
        select so.resource, greatest(0, so.output - coalesce(c.output, 0)) as output, pm.pool_multiplier
        from sector_output so
        join pool_multipliers pm on pm.state_id = so.state_id and pm.resource = so.resource
        left join (select state_id, sector_type, resource, sum(output) as output from corporate_output group by 1, 2, 3) c
          on c.state_id = so.state_id and c.sector_type = so.sector_type and c.resource = so.resource)
      select p.resource, p.corporation_id, k.name as corporation_name, p.output::float8 as output,
        p.share::float8 as share, p.multiplier::float8 as multiplier
      from (
        select resource, corporation_id, output, share, multiplier from corporate
        union all
        select resource, null, output, null, pool_multiplier from rest) p
      left join corporations k on k.id = p.corporation_id
      order by p.resource, p.corporation_id nulls last`),
    db.execute<ContractRow>(sql`
      select ${contractColumns} from extraction_contracts ec ${contractJoins}
      where ec.state_id = ${id} and ec.revoked_turn is null
      order by ec.resource, ec.granted_turn, ec.created_at, ec.id`),
  ]);
  return {
    found: true,
    state: { id: state.id, name: state.name, countryId: state.country_id },
    hasCapacityDocument: document !== null,
    resources: summary.rows
      .filter((row) => (EXTRACTION_RESOURCES as readonly string[]).includes(row.resource))
      .map((row) => {
        const capacity = document === null ? null : Math.max(0, Number(document[row.resource] ?? 0));
        const multiplier =
          capacity === null ? 1 : capacity <= 0 ? 0 : row.multiplier === null ? 1 : Number(row.multiplier);
        const rawOutput = Number(row.raw_output);
        return {
          resource: row.resource as ExtractionResource,
          unit: row.unit,
          capacity,
          contractedShare: round(Number(row.share), 6),
          rawOutput: round(rawOutput),
          multiplier: round(multiplier, 6),
          effectiveOutput: round(rawOutput * multiplier),
        };
      }),
    contracts: contracts.rows.map(toContract),
    producers: producers.rows.map((row) => ({
      resource: row.resource as ExtractionResource,
      corporationId: row.corporation_id,
      corporationName: row.corporation_name,
      output: round(Number(row.output)),
      share: row.share === null ? null : Number(row.share),
      multiplier: round(Math.min(1, Math.max(0, Number(row.multiplier))), 6),
    })),
  };
}
