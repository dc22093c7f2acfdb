// POST /api/confidence-votes/[id]/vote {vote}: a member of the chamber votes on a motion of no confidence.
import { clientRoute } from '@/lib/platform/http/client-route';
import { castConfidenceVote } from '@/lib/systems/politics/vacancies/confidence/confidence-verbs';
import { castConfidenceVoteBody } from '@/lib/systems/politics/vacancies/confidence/schemas';

export const POST = clientRoute(
  { auth: 'user', body: castConfidenceVoteBody, rateLimit: 'legislation' },
  ({ db, user, body, params }) =>
    castConfidenceVote(db, { userId: user.id, voteId: params.id, vote: body.vote }),
);
