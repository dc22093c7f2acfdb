// GET /api/public/v1/country/[code]/regions
import { getCountryRegions } from '@/lib/systems/politics/offices/get-country-regions';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryRegions, ({ db, params }) => getCountryRegions(db, params));
