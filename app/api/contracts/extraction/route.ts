// GET /api/contracts/extraction?stateId=&corporationId=&resource=&countryId=: active extraction contracts.
// POST /api/contracts/extraction: grant a contract directly (admin); 409 when it over-allocates without force.
import { grantExtractionContract } from '@/lib/extraction/grant-extraction-contract';
import { listExtractionContracts } from '@/lib/extraction/list-extraction-contracts';
import { grantContractInput } from '@/lib/extraction/schemas';
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listExtractionContracts(db, queryObject(request)),
);

export const POST = clientRoute({ auth: 'admin', body: grantContractInput }, ({ db, body }) =>
  grantExtractionContract(db, body),
);
