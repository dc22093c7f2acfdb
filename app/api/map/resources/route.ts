// GET /api/map/resources?country=&resource=: choropleth data, capacity and contracted share per state.
import { getResourceMap } from '@/lib/systems/extraction/get-resource-map';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  getResourceMap(db, queryObject(request)),
);
