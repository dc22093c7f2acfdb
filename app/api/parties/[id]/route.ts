// GET /api/parties/[id]: the party page's data (members, chair, treasury), polled by SWR.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getPartyPage } from '@/lib/systems/politics/parties/get-party-page';

export const GET = clientRoute({ auth: 'optional' }, ({ db, params, user }) =>
  getPartyPage(db, { id: String(params.id ?? ''), userId: user?.id ?? null }),
);
