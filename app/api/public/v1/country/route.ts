// GET /api/public/v1/country
import { listCountries } from '@/lib/countries/list-countries';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.countries, ({ db }) => listCountries(db));
