// GET /api/countries/[code]/metrics?category=: the country page's metrics (same payload as public v1).
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';
import { getCountryMetrics } from '@/lib/policy/get-country-metrics';

export const GET = clientRoute({ auth: 'none' }, ({ db, params, request }) =>
  getCountryMetrics(db, { code: String(params.code), category: queryObject(request).category }),
);
