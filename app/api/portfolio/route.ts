// GET /api/portfolio (client): the signed-in player's holdings with cost basis, value and profit and loss.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getPortfolio } from '@/lib/systems/game/money/get-portfolio';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => getPortfolio(db, { userId: user.id }));
