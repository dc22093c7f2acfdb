// GET /api/public/v1/trade/embargoes
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { listEmbargoes } from '@/lib/trade/list-embargoes';

export const GET = v1Route(endpoints.tradeEmbargoes, ({ db, query }) => listEmbargoes(db, query));
