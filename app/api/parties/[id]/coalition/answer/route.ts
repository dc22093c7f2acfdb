// POST /api/parties/[id]/coalition/answer {accept}: the party's leader answers the coalition offer made to it.
import { clientRoute } from '@/lib/platform/http/client-route';
import { coalitionAnswerInput } from '@/lib/systems/politics/parties/membership-schemas';
import { answerCoalition } from '@/lib/systems/politics/government/coalitions';

export const POST = clientRoute(
  { auth: 'user', body: coalitionAnswerInput, rateLimit: 'player-action' },
  ({ db, user, params, body }) => answerCoalition(db, { userId: user.id, partyId: params.id, ...body }),
);
