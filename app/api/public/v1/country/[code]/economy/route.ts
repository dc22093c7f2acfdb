// GET /api/public/v1/country/[code]/economy
import { getCountryEconomy } from '@/lib/systems/game/country-economy/get-country-economy';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryEconomy, ({ db, params }) => getCountryEconomy(db, params));
