// GET /api/public/v1/trade/flows
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { getTradeFlows } from '@/lib/trade/get-trade-flows';

export const GET = v1Route(endpoints.tradeFlows, ({ db, query }) => getTradeFlows(db, query));
