// POST /api/parties/[id]/leadership/vote {candidateId}: a member's vote in the open leadership race.
import { clientRoute } from '@/lib/platform/http/client-route';
import { voteForLeader } from '@/lib/systems/politics/parties/leadership';
import { leadershipVoteInput } from '@/lib/systems/politics/parties/membership-schemas';

export const POST = clientRoute(
  { auth: 'user', body: leadershipVoteInput, rateLimit: 'player-action' },
  ({ db, user, params, body }) => voteForLeader(db, { userId: user.id, partyId: params.id, ...body }),
);
