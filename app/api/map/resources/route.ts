// GET /api/map/resources?country=&resource=: choropleth data, capacity and contracted share per state.
import { getResourceMap } from '@/lib/extraction/get-resource-map';
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  getResourceMap(db, queryObject(request)),
);
