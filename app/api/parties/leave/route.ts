// POST /api/parties/leave: the player leaves their party; a leaving chair is replaced.
import { clientRoute } from '@/lib/platform/http/client-route';
import { leaveParty } from '@/lib/systems/politics/parties/join-party';

export const POST = clientRoute({ auth: 'user', rateLimit: 'player-action' }, ({ db, user }) =>
  leaveParty(db, { userId: user.id }),
);
