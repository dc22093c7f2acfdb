import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import type { ExtractionResource } from './constants';
import { resourceMapQuery, type resourceMapResponse } from './schemas';

/**
 * Choropleth data: one row per state and resource, with the state's capacity (null without a
 * document, so uncapped) and the active contracted share, filtered by country and resource.
 */
export async function getResourceMap(db: Db, query: unknown): Promise<z.infer<typeof resourceMapResponse>> {
  const q = parseInput(resourceMapQuery, query);
  const rows = await db.execute<{
    state_id: string;
    state_name: string;
    country_id: string;
    resource: string;
    has_document: boolean;
    capacity: number | null;
    share: number;
    contracts: number;
  }>(sql`
    select s.id as state_id, s.name as state_name, s.country_id, c.key as resource,
      cap.state_id is not null as has_document,
      case when cap.state_id is null then null
        else greatest(0, coalesce((cap.resources ->> c.key)::numeric, 0))::float8 end as capacity,
      coalesce(ec.share, 0)::float8 as share, coalesce(ec.contracts, 0)::int as contracts
    from states s
    cross join commodities c
    left join state_resource_capacity cap on cap.state_id = s.id
    left join (
      select state_id, resource, sum(share) as share, count(*) as contracts
      from extraction_contracts where revoked_turn is null group by 1, 2) ec
      on ec.state_id = s.id and ec.resource = c.key
    where c.extractable
      and (${q.country ?? null}::text is null or s.country_id = ${q.country ?? null})
      and (${q.resource ?? null}::text is null or c.key = ${q.resource ?? null})
    order by s.country_id, s.id, c.sort_order`);
  const states = rows.rows.map((row) => ({
    stateId: row.state_id,
    stateName: row.state_name,
    countryId: row.country_id,
    resource: row.resource as ExtractionResource,
    hasCapacityDocument: row.has_document,
    capacity: row.capacity === null ? null : Number(row.capacity),
    contractedShare: Math.round(Number(row.share) * 1e6) / 1e6,
    activeContracts: Number(row.contracts),
  }));
  return {
    country: q.country ?? null,
    resource: q.resource ?? null,
    maxCapacity: Math.max(0, ...states.map((s) => s.capacity ?? 0)),
    states,
  };
}
