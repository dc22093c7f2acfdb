// GET /api/settings/account/sessions: the account's signed-in browsers.
// DELETE /api/settings/account/sessions: sign out everywhere (this browser too); open streams end at once.
import { clearedSessionCookieHeader, sessionTokenFromCookieHeader } from '@/lib/platform/auth/session';
import { sessionIdOf } from '@/lib/platform/auth/sessions';
import { endUserSessions, listUserSessions } from '@/lib/platform/auth/account';
import { clientRoute, jsonWithCookie } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'user' }, async ({ db, user, request }) =>
  listUserSessions(db, {
    userId: user.id,
    sessionId: await sessionIdOf(sessionTokenFromCookieHeader(request.headers.get('cookie'))),
  }),
);

export const DELETE = clientRoute({ auth: 'user' }, async ({ db, user }) => {
  const ended = await endUserSessions(db, { userId: user.id });
  return jsonWithCookie({ signedOut: true, sessionsEnded: ended }, clearedSessionCookieHeader());
});
