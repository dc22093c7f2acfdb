// GET /api/commodities?country=: the commodities page's table (public, polled by SWR).
import { listCommodities } from '@/lib/systems/economy/commodities/list-commodities';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listCommodities(db, queryObject(request)),
);
