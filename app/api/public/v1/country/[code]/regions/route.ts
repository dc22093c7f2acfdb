// GET /api/public/v1/country/[code]/regions
import { getCountryRegions } from '@/lib/countries/get-country-regions';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.countryRegions, ({ db, params }) => getCountryRegions(db, params));
