// GET /api/referendums?country&status&limit: the referendums page's data.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { listReferendums } from '@/lib/systems/politics/referendums/list-referendums';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listReferendums(db, queryObject(request)),
);
