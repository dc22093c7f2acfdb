// GET /api/legislation/me: the caller's chamber and the legislation types they may propose.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getLegislatorContext } from '@/lib/systems/politics/legislation/get-legislator-context';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) =>
  getLegislatorContext(db, { userId: user.id }),
);
