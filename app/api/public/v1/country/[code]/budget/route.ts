// GET /api/public/v1/country/[code]/budget
import { getCountryBudget } from '@/lib/systems/economy/macro/get-country-budget';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryBudget, ({ db, params }) => getCountryBudget(db, params));
