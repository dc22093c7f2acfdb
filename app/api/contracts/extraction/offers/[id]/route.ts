// POST /api/contracts/extraction/offers/[id] {decision: accept|reject}: the state's authority decides.
import { decideExtractionOffer } from '@/lib/extraction/decide-extraction-offer';
import { offerDecisionInput } from '@/lib/extraction/schemas';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: offerDecisionInput, rateLimit: 'player-action' },
  ({ db, user, body, params }) => decideExtractionOffer(db, { userId: user.id, offerId: params.id, body }),
);
