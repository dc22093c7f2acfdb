// GET /api/mail/sent?cursor&limit: the mail the player sent, newest first.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { listSentMail } from '@/lib/systems/core/mail/list-mail';

export const GET = clientRoute({ auth: 'user' }, ({ db, user, request }) =>
  listSentMail(db, { userId: user.id, query: queryObject(request) }),
);
