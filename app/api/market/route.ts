// GET /api/market?type=&view=&country=&page=: the market page's data (public, polled by SWR).
import { getMarket } from '@/lib/systems/corporations/companies/get-market';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) => getMarket(db, queryObject(request)));
