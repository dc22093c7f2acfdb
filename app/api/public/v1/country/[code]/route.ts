// GET /api/public/v1/country/[code]
import { getCountry } from '@/lib/countries/get-country';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.country, ({ db, params }) => getCountry(db, params));
