// GET /api/elections?country=&state=: the elections page's list (public, polled by SWR).
import { listElections } from '@/lib/systems/politics/elections/list-elections';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) => {
  const query = new URL(request.url).searchParams;
  return listElections(db, { country: query.get('country') ?? '', state: query.get('state') ?? undefined });
});
