// GET /api/client-status: the status bar (funds, actions, cash on hand, projected income, turn clock).
import { getClientStatus } from '@/lib/characters/get-client-status';
import { clientRoute } from '@/lib/http/client-route';

export const GET = clientRoute({ auth: 'user' }, async ({ db, user }) =>
  getClientStatus(db, { userId: user.id }),
);
