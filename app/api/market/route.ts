// GET /api/market?type=&view=&country=&page=: the market page's data (public, polled by SWR).
import { getMarket } from '@/lib/corporations/get-market';
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) => getMarket(db, queryObject(request)));
