// POST /api/parties/[id]/leadership/candidacy: a member stands in the open leadership race.
import { clientRoute } from '@/lib/platform/http/client-route';
import { standForLeadership } from '@/lib/systems/politics/parties/leadership';

export const POST = clientRoute({ auth: 'user', rateLimit: 'player-action' }, ({ db, user, params }) =>
  standForLeadership(db, { userId: user.id, partyId: params.id }),
);
