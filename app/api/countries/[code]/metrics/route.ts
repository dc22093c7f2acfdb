// GET /api/countries/[code]/metrics?category=: the country page's metrics (same payload as public v1).
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';
import { getCountryMetrics } from '@/lib/systems/policy/get-country-metrics';

export const GET = clientRoute({ auth: 'none' }, ({ db, params, request }) =>
  getCountryMetrics(db, { code: String(params.code), category: queryObject(request).category }),
);
