// POST /api/confidence-votes {successorCharacterId?}: the leader of the opposition tables a motion of no confidence.
import { clientRoute } from '@/lib/platform/http/client-route';
import { callConfidenceVote } from '@/lib/systems/politics/vacancies/confidence/confidence-verbs';
import { callConfidenceVoteBody } from '@/lib/systems/politics/vacancies/confidence/schemas';

export const POST = clientRoute(
  { auth: 'user', body: callConfidenceVoteBody, rateLimit: 'legislation' },
  ({ db, user, body }) =>
    callConfidenceVote(db, { userId: user.id, successorCharacterId: body.successorCharacterId }),
);
