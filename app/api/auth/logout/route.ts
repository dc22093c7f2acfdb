// POST /api/auth/logout: ends the session on the server and clears the cookie.
import { clearedSessionCookieHeader, sessionTokenFromCookieHeader } from '@/lib/platform/auth/session';
import { endSession } from '@/lib/platform/auth/sessions';
import { clientRoute, jsonWithCookie } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'none' }, async ({ db, request }) => {
  await endSession(db, sessionTokenFromCookieHeader(request.headers.get('cookie')));
  return jsonWithCookie({ success: true }, clearedSessionCookieHeader());
});
