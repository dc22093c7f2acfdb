// GET /api/commodities/[key]?country=: one commodity for its page (public, polled by SWR).
import { getCommodity } from '@/lib/systems/economy/commodities/get-commodity';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, params, request }) =>
  getCommodity(db, { ...queryObject(request), key: String(params.key) }),
);
