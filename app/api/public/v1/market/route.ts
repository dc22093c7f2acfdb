// GET /api/public/v1/market?type=&view=share|unowned
import { getMarket } from '@/lib/corporations/get-market';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.market, ({ db, query }) => getMarket(db, query));
