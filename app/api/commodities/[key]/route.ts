// GET /api/commodities/[key]?country=: one commodity for its page (public, polled by SWR).
import { getCommodity } from '@/lib/commodities/get-commodity';
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, params, request }) =>
  getCommodity(db, { ...queryObject(request), key: String(params.key) }),
);
