// GET /api/public/v1/commodity/[key]
import { getCommodity } from '@/lib/commodities/get-commodity';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.commodity, ({ db, params, query }) =>
  getCommodity(db, { ...query, ...params }),
);
