// GET /api/public/v1/elections?country=&state=
import { listElections } from '@/lib/elections/list-elections';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.elections, ({ db, query }) => listElections(db, query));
