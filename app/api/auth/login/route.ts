// POST /api/auth/login: email or username plus password; sets the session cookie.
import { deviceCookieHeader, knownDeviceUserId, sessionCookieHeader } from '@/lib/platform/auth/session';
import { loginInput } from '@/lib/platform/auth/schemas';
import { loginUser } from '@/lib/platform/auth/users';
import { clientRoute, jsonWithCookie } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'none', body: loginInput, rateLimit: 'login' },
  async ({ db, body, request }) => {
    const { user, token } = await loginUser(db, body, await knownDeviceUserId(request.headers.get('cookie')));
    return jsonWithCookie({ message: 'Logged in.', user }, [
      sessionCookieHeader(token),
      await deviceCookieHeader(user.id),
    ]);
  },
);
