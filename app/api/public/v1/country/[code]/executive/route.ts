// GET /api/public/v1/country/[code]/executive: served by the government verb's executive view.
import { v1Route } from '@/lib/platform/http/v1-route';
import { getExecutive } from '@/lib/systems/politics/government/get-government';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryExecutive, ({ db, params }) => getExecutive(db, params));
