// GET /api/public/v1/country/[code]/decisions
import { listCountryDecisions } from '@/lib/systems/core/decisions/list-decisions';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.countryDecisions, ({ db, params, query }) =>
  listCountryDecisions(db, { ...params, ...query }),
);
