// GET /api/public/v1/government?country= (required: 400 without it)
import { getGovernment } from '@/lib/systems/politics/government/get-government';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.government, ({ db, query }) => getGovernment(db, query));
