// GET /api/money/history?kind&page (client): the signed-in player's ledger for /money/history.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getMoneyHistory } from '@/lib/systems/game/money/get-money-history';

export const GET = clientRoute({ auth: 'user' }, ({ db, user, request }) =>
  getMoneyHistory(db, { userId: user.id, query: Object.fromEntries(new URL(request.url).searchParams) }),
);
