// GET /api/mail?cursor&limit: the inbox with unreadCount. POST {to, subject, body, inReplyToId?}: send a mail.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { listInbox } from '@/lib/systems/core/mail/list-mail';
import { sendMail } from '@/lib/systems/core/mail/send-mail';
import { sendMailBody } from '@/lib/systems/core/mail/schemas';

export const GET = clientRoute({ auth: 'user' }, ({ db, user, request }) =>
  listInbox(db, { userId: user.id, query: queryObject(request) }),
);

export const POST = clientRoute(
  { auth: 'user', body: sendMailBody, rateLimit: 'mail' },
  async ({ db, user, body }) =>
    Response.json(await sendMail(db, { userId: user.id, body }), {
      status: 201,
      headers: { 'Cache-Control': 'no-store' },
    }),
);
