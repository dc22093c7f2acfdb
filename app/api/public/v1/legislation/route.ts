// GET /api/public/v1/legislation
import { v1Route } from '@/lib/platform/http/v1-route';
import { listBills } from '@/lib/systems/politics/legislation/list-bills';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.legislation, ({ db, query }) => listBills(db, query));
