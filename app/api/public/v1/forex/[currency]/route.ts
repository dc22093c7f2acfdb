// GET /api/public/v1/forex/[currency]
import { getForexCurrency } from '@/lib/systems/economy/forex/get-forex-currency';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.forexCurrency, ({ db, params, query }) =>
  getForexCurrency(db, { ...query, ...params }),
);
