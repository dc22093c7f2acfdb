// GET /api/contracts/extraction?stateId=&corporationId=&resource=&countryId=: active extraction contracts.
// POST /api/contracts/extraction: grant a contract directly (admin); 409 when it over-allocates without force.
import { grantExtractionContract } from '@/lib/systems/extraction/grant-extraction-contract';
import { listExtractionContracts } from '@/lib/systems/extraction/list-extraction-contracts';
import { grantContractInput } from '@/lib/systems/extraction/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listExtractionContracts(db, queryObject(request)),
);

export const POST = clientRoute({ auth: 'admin', body: grantContractInput }, ({ db, body }) =>
  grantExtractionContract(db, body),
);
