// GET /api/public/v1/trade/flows
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { getTradeFlows } from '@/lib/systems/economy/trade/get-trade-flows';

export const GET = v1Route(endpoints.tradeFlows, ({ db, query }) => getTradeFlows(db, query));
