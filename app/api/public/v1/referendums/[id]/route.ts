// GET /api/public/v1/referendums/[id]
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { getReferendum } from '@/lib/systems/politics/referendums/get-referendum';

export const GET = v1Route(endpoints.referendum, ({ db, params }) => getReferendum(db, params));
