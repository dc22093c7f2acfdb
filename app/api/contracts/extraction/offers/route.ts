// GET /api/contracts/extraction/offers?stateId=&corporationId=&status=: extraction offers.
// POST /api/contracts/extraction/offers {corporationId, stateId, resource, share}: a corporation offers.
import { listExtractionOffers } from '@/lib/systems/extraction/list-extraction-offers';
import { offerExtractionContract } from '@/lib/systems/extraction/offer-extraction-contract';
import { offerContractInput } from '@/lib/systems/extraction/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listExtractionOffers(db, queryObject(request)),
);

export const POST = clientRoute(
  { auth: 'user', body: offerContractInput, rateLimit: 'corporation-action' },
  ({ db, user, body }) => offerExtractionContract(db, { userId: user.id, body }),
);
