// GET /api/legislation?country&status&limit (client): the bills list the legislation page shows.
import { clientRoute } from '@/lib/platform/http/client-route';
import { listBillSummaries } from '@/lib/systems/politics/legislation/list-bills';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return listBillSummaries(db, query);
});
