// GET /api/public/v1/forex
import { getForexRates } from '@/lib/systems/economy/forex/get-forex-rates';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.forex, ({ db }) => getForexRates(db));
