// GET /api/client-status: the status bar (funds, actions, cash on hand, projected income, turn clock).
import { getClientStatus } from '@/lib/systems/game/characters/get-client-status';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'user' }, async ({ db, user }) =>
  getClientStatus(db, { userId: user.id }),
);
