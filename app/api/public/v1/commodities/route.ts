// GET /api/public/v1/commodities
import { listCommodities } from '@/lib/commodities/list-commodities';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.commodities, ({ db, query }) => listCommodities(db, query));
