// GET /api/public/v1/country/[code]
import { getCountry } from '@/lib/systems/politics/offices/get-country';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.country, ({ db, params }) => getCountry(db, params));
