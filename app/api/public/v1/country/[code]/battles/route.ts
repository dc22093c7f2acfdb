// GET /api/public/v1/country/[code]/battles
import { listCountryBattles } from '@/lib/conflicts/list-country-battles';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.countryBattles, ({ db, params, query }) =>
  listCountryBattles(db, { ...params, ...query }),
);
