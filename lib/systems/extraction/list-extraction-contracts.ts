import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { CONTRACT_LIST_LIMIT } from './constants';
import { contractColumns, contractJoins, toContract, type ContractRow } from './rows';
import { listContractsQuery, type ContractView } from './schemas';

/** Active (not revoked) contracts, filtered by state, corporation, resource and country. */
export async function listExtractionContracts(
  db: Db,
  query: unknown,
): Promise<{ count: number; contracts: ContractView[] }> {
  const q = parseInput(listContractsQuery, query);
  const rows = await db.execute<ContractRow>(sql`
    select ${contractColumns} from extraction_contracts ec ${contractJoins}
    where ec.revoked_turn is null
      and (${q.stateId ?? null}::text is null or ec.state_id = ${q.stateId ?? null})
      and (${q.corporationId ?? null}::text is null or ec.corporation_id = ${q.corporationId ?? null})
      and (${q.resource ?? null}::text is null or ec.resource = ${q.resource ?? null})
      and (${q.countryId ?? null}::text is null or ec.country_id = ${q.countryId ?? null})
    order by ec.state_id, ec.resource, ec.granted_turn, ec.created_at, ec.id
    limit ${CONTRACT_LIST_LIMIT}`);
  const contracts = rows.rows.map(toContract);
  return { count: contracts.length, contracts };
}
