// GET /api/public/v1/country/[code]/battles
import { listCountryBattles } from '@/lib/systems/world/conflicts/list-country-battles';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryBattles, ({ db, params, query }) =>
  listCountryBattles(db, { ...params, ...query }),
);
