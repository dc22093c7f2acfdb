// GET /api/elections/[id]: the election page's data, with what the signed-in viewer may do.
import { getElectionPage } from '@/lib/systems/politics/elections/get-election-page';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, params }) =>
  getElectionPage(db, { id: String(params.id ?? ''), userId: user?.id ?? null }),
);
