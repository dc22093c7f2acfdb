// GET /api/public/v1/trade/embargoes
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { listEmbargoes } from '@/lib/systems/economy/trade/list-embargoes';

export const GET = v1Route(endpoints.tradeEmbargoes, ({ db, query }) => listEmbargoes(db, query));
