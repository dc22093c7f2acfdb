// POST /api/offices/resign {seatId?}: a player leaves an office they hold; the next turn fills the seat.
import { clientRoute } from '@/lib/platform/http/client-route';
import { resignOffice } from '@/lib/systems/politics/vacancies/resign-office';
import { resignOfficeBody } from '@/lib/systems/politics/vacancies/schemas';

export const POST = clientRoute(
  { auth: 'user', body: resignOfficeBody, rateLimit: 'player-action' },
  ({ db, user, body }) => resignOffice(db, { userId: user.id, seatId: body.seatId }),
);
