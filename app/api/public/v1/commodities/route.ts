// GET /api/public/v1/commodities
import { listCommodities } from '@/lib/systems/economy/commodities/list-commodities';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.commodities, ({ db, query }) => listCommodities(db, query));
