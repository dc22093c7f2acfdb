// GET /api/countries/[code]/trade: the country trade page's data (public, polled by SWR).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getTradeOverview } from '@/lib/systems/economy/trade/get-trade-overview';

export const GET = clientRoute({ auth: 'none' }, ({ db, params }) =>
  getTradeOverview(db, { code: String(params.code ?? '') }),
);
