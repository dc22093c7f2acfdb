// GET /api/parties/[id]?membersPage: the party page's data (members a hundred at a time, chair, treasury),
// polled by SWR.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { getPartyPage } from '@/lib/systems/politics/parties/get-party-page';

export const GET = clientRoute({ auth: 'optional' }, ({ db, params, user, request }) =>
  getPartyPage(db, {
    id: String(params.id ?? ''),
    userId: user?.id ?? null,
    membersPage: queryObject(request).membersPage,
  }),
);
