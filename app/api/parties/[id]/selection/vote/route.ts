// POST /api/parties/[id]/selection/vote {electionId, candidateId}: a member's vote for the party's candidate in a race.
import { clientRoute } from '@/lib/platform/http/client-route';
import { selectionVoteInput } from '@/lib/systems/politics/parties/membership-schemas';
import { voteInSelection } from '@/lib/systems/politics/parties/selections';

export const POST = clientRoute(
  { auth: 'user', body: selectionVoteInput, rateLimit: 'player-action' },
  ({ db, user, params, body }) => voteInSelection(db, { userId: user.id, partyId: params.id, ...body }),
);
