// POST /api/executive/nominations/[id]/vote {vote}: a member of the consenting chamber votes yes or no.
import { clientRoute } from '@/lib/platform/http/client-route';
import { nominationVoteBody } from '@/lib/systems/politics/executive/schemas';
import { voteOnNomination } from '@/lib/systems/politics/executive/vote-on-nomination';

export const POST = clientRoute(
  { auth: 'user', body: nominationVoteBody, rateLimit: 'legislation' },
  ({ db, user, body, params }) =>
    voteOnNomination(db, { userId: user.id, nominationId: params.id, vote: body.vote }),
);
