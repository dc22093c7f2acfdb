// GET /api/public/v1/forex/[currency]
import { getForexCurrency } from '@/lib/forex/get-forex-currency';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.forexCurrency, ({ db, params, query }) =>
  getForexCurrency(db, { ...query, ...params }),
);
