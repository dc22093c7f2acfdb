// GET /api/bonds?corp=&page=: the bond list (v1 shape) with the caller's holdings, for the bonds page.
import { getBondMarket } from '@/lib/systems/corporations/bonds/get-bond-market';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, request }) =>
  getBondMarket(db, { userId: user?.id ?? null, query: queryObject(request) }),
);
