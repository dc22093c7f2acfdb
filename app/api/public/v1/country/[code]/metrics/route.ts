// GET /api/public/v1/country/[code]/metrics
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { getCountryMetrics } from '@/lib/policy/get-country-metrics';

export const GET = v1Route(endpoints.countryMetrics, ({ db, params, query }) =>
  getCountryMetrics(db, { code: params.code, category: query.category }),
);
