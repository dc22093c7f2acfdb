// GET /api/public/v1/trade/tariffs
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { listTariffs } from '@/lib/trade/list-tariffs';

export const GET = v1Route(endpoints.tradeTariffs, ({ db, query }) => listTariffs(db, query));
