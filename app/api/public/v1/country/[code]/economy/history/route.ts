// GET /api/public/v1/country/[code]/economy/history
import { getEconomyHistory } from '@/lib/systems/economy/macro/get-economy-history';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryEconomyHistory, ({ db, params, query }) =>
  getEconomyHistory(db, { ...query, ...params }),
);
