// POST /api/actions/fundraise: spends actions, pays projectedIncome into campaign funds.
import { fundraise } from '@/lib/systems/core/characters/fundraise';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'user', rateLimit: 'player-action' }, ({ db, user }) =>
  fundraise(db, { userId: user.id }),
);
