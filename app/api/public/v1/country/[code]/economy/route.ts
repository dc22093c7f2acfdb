// GET /api/public/v1/country/[code]/economy
import { getCountryEconomy } from '@/lib/economy/get-country-economy';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.countryEconomy, ({ db, params }) => getCountryEconomy(db, params));
