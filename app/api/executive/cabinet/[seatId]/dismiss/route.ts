// POST /api/executive/cabinet/[seatId]/dismiss: the head of government dismisses a minister.
import { clientRoute } from '@/lib/platform/http/client-route';
import { dismissMinister } from '@/lib/systems/politics/executive/dismiss-minister';

export const POST = clientRoute({ auth: 'user', rateLimit: 'player-action' }, ({ db, user, params }) =>
  dismissMinister(db, { userId: user.id, seatId: params.seatId }),
);
