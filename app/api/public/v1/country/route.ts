// GET /api/public/v1/country
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countries, ({ db }) => listCountries(db));
