// GET /api/public/v1/referendums
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { listReferendums } from '@/lib/referendums/list-referendums';

export const GET = v1Route(endpoints.referendums, ({ db, query }) => listReferendums(db, query));
