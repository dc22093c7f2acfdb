// GET /api/public/v1/country/[code]/history
import { listCountryHistory } from '@/lib/history/list-country-history';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.countryHistory, ({ db, params, query }) =>
  listCountryHistory(db, { ...params, ...query }),
);
