// GET /api/public/v1/market?type=&view=share|unowned
import { getMarket } from '@/lib/systems/corporations/companies/get-market';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.market, ({ db, query }) => getMarket(db, query));
