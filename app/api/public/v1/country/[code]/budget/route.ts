// GET /api/public/v1/country/[code]/budget
import { getCountryBudget } from '@/lib/economy/get-country-budget';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.countryBudget, ({ db, params }) => getCountryBudget(db, params));
