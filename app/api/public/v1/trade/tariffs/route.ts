// GET /api/public/v1/trade/tariffs
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { listTariffs } from '@/lib/systems/economy/trade/list-tariffs';

export const GET = v1Route(endpoints.tradeTariffs, ({ db, query }) => listTariffs(db, query));
