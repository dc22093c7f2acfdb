// POST /api/parties/[id]/coalition/offers {partnerPartyId, cabinetPosts}: the formateur's leader offers coalition terms.
import { clientRoute } from '@/lib/platform/http/client-route';
import { coalitionOfferInput } from '@/lib/systems/politics/parties/membership-schemas';
import { offerCoalition } from '@/lib/systems/politics/government/coalitions';

export const POST = clientRoute(
  { auth: 'user', body: coalitionOfferInput, rateLimit: 'player-action' },
  ({ db, user, params, body }) => offerCoalition(db, { userId: user.id, partyId: params.id, ...body }),
);
