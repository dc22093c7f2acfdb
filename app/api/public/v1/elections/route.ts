// GET /api/public/v1/elections?country=&state=
import { listElections } from '@/lib/systems/politics/elections/list-elections';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.elections, ({ db, query }) => listElections(db, query));
