// GET /api/parties/[id]: the party page's data (members, chair, treasury), polled by SWR.
import { clientRoute } from '@/lib/http/client-route';
import { getPartyPage } from '@/lib/parties/get-party-page';

export const GET = clientRoute({ auth: 'optional' }, ({ db, params, user }) =>
  getPartyPage(db, { id: String(params.id ?? ''), userId: user?.id ?? null }),
);
