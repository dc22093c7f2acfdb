// GET /api/mail/[id]: one mail the player sent or received (404 otherwise). PATCH {read: true}: mark it read.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getMail, markMailRead } from '@/lib/systems/core/mail/read-mail';
import { markMailBody } from '@/lib/systems/core/mail/schemas';

export const GET = clientRoute({ auth: 'user' }, ({ db, user, params }) =>
  getMail(db, { userId: user.id, id: params.id }),
);

export const PATCH = clientRoute(
  { auth: 'user', body: markMailBody, rateLimit: 'player-action' },
  ({ db, user, params, body }) => markMailRead(db, { userId: user.id, id: params.id, body }),
);
