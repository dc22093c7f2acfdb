// POST /api/actions/fundraise: spends actions, pays projectedIncome into campaign funds.
import { fundraise } from '@/lib/characters/fundraise';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute({ auth: 'user', rateLimit: 'player-action' }, ({ db, user }) =>
  fundraise(db, { userId: user.id }),
);
