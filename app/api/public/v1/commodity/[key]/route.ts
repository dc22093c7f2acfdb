// GET /api/public/v1/commodity/[key]
import { getCommodity } from '@/lib/systems/economy/commodities/get-commodity';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.commodity, ({ db, params, query }) =>
  getCommodity(db, { ...query, ...params }),
);
