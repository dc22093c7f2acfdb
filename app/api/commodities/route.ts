// GET /api/commodities?country=: the commodities page's table (public, polled by SWR).
import { listCommodities } from '@/lib/commodities/list-commodities';
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listCommodities(db, queryObject(request)),
);
