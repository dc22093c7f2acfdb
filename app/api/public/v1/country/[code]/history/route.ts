// GET /api/public/v1/country/[code]/history
import { listCountryHistory } from '@/lib/systems/core/history/list-country-history';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryHistory, ({ db, params, query }) =>
  listCountryHistory(db, { ...params, ...query }),
);
