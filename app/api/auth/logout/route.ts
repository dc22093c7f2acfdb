// POST /api/auth/logout: ends the session on the server and clears the cookie.
import { clearedSessionCookieHeader, sessionTokenFromCookieHeader } from '@/lib/auth/session';
import { endSession } from '@/lib/auth/sessions';
import { clientRoute, jsonWithCookie } from '@/lib/http/client-route';

export const POST = clientRoute({ auth: 'none' }, async ({ db, request }) => {
  await endSession(db, sessionTokenFromCookieHeader(request.headers.get('cookie')));
  return jsonWithCookie({ success: true }, clearedSessionCookieHeader());
});
