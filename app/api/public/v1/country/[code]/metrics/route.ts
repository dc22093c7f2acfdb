// GET /api/public/v1/country/[code]/metrics
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { getCountryMetrics } from '@/lib/systems/policy/get-country-metrics';

export const GET = v1Route(endpoints.countryMetrics, ({ db, params, query }) =>
  getCountryMetrics(db, { code: params.code, category: query.category }),
);
