// GET /api/legislation/bills/[id] (client): one bill, its votes by party, and the viewer's vote rights.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getBill } from '@/lib/systems/politics/legislation/get-bill';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, params }) =>
  getBill(db, { id: params.id, userId: user?.id ?? null }),
);
