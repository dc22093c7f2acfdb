// GET /api/referendums?country&status&limit: the referendums page's data.
import { queryObject } from '@/lib/http/request';
import { clientRoute } from '@/lib/http/client-route';
import { listReferendums } from '@/lib/referendums/list-referendums';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listReferendums(db, queryObject(request)),
);
