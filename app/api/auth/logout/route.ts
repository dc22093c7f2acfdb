// POST /api/auth/logout: clears the session cookie. Sessions are stateless JWTs, so nothing else to undo.
import { clearedSessionCookieHeader } from '@/lib/auth/session';
import { clientRoute, jsonWithCookie } from '@/lib/http/client-route';

export const POST = clientRoute({ auth: 'none' }, async () =>
  jsonWithCookie({ success: true }, clearedSessionCookieHeader()),
);
