// POST /api/confidence-votes/[id]/decision {choice}: the prime minister who lost the vote resigns or dissolves.
import { clientRoute } from '@/lib/platform/http/client-route';
import { decideAfterConfidenceVote } from '@/lib/systems/politics/vacancies/confidence/confidence-verbs';
import { headChoiceBody } from '@/lib/systems/politics/vacancies/confidence/schemas';

export const POST = clientRoute(
  { auth: 'user', body: headChoiceBody, rateLimit: 'player-action' },
  ({ db, user, body, params }) =>
    decideAfterConfidenceVote(db, { userId: user.id, voteId: params.id, choice: body.choice }),
);
