// GET /api/public/v1/referendums
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { listReferendums } from '@/lib/systems/politics/referendums/list-referendums';

export const GET = v1Route(endpoints.referendums, ({ db, query }) => listReferendums(db, query));
