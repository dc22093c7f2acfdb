// GET /api/public/v1/forex
import { getForexRates } from '@/lib/forex/get-forex-rates';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.forex, ({ db }) => getForexRates(db));
