// GET /api/public/v1/corporation?name=|id= (sequential id)
import { getCorporation } from '@/lib/systems/corporations/companies/get-corporation';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.corporation, ({ db, query }) => getCorporation(db, query));
