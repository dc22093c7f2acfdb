// GET /api/desk: the home page in one read: the clock, headlines, market movers and conflicts for everyone;
// for a signed-in player also their character, next steps, what changed since the last turn and deadlines.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getDesk } from '@/lib/systems/game/desk/get-desk';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user }) =>
  getDesk(db, { userId: user?.id ?? null }),
);
