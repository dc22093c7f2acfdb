// POST /api/executive/nominations {seatId, characterId}: the head of government nominates to a cabinet seat or the central bank's chair.
import { clientRoute } from '@/lib/platform/http/client-route';
import { nominateToSeat } from '@/lib/systems/politics/executive/nominate';
import { nominateBody } from '@/lib/systems/politics/executive/schemas';

export const POST = clientRoute(
  { auth: 'user', body: nominateBody, rateLimit: 'player-action' },
  ({ db, user, body }) =>
    nominateToSeat(db, { userId: user.id, seatId: body.seatId, characterId: body.characterId }),
);
