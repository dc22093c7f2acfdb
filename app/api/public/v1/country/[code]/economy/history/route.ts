// GET /api/public/v1/country/[code]/economy/history
import { getEconomyHistory } from '@/lib/economy/get-economy-history';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.countryEconomyHistory, ({ db, params, query }) =>
  getEconomyHistory(db, { ...query, ...params }),
);
