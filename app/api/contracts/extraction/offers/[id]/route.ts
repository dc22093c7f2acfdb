// POST /api/contracts/extraction/offers/[id] {decision: accept|reject}: the state's authority decides.
import { decideExtractionOffer } from '@/lib/systems/extraction/decide-extraction-offer';
import { offerDecisionInput } from '@/lib/systems/extraction/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: offerDecisionInput, rateLimit: 'player-action' },
  ({ db, user, body, params }) => decideExtractionOffer(db, { userId: user.id, offerId: params.id, body }),
);
