// POST /api/settings/account/password {currentPassword, newPassword}: every other session of the account ends.
import { sessionTokenFromCookieHeader } from '@/lib/platform/auth/session';
import { sessionIdOf } from '@/lib/platform/auth/sessions';
import { changePassword } from '@/lib/platform/auth/account';
import { changePasswordInput } from '@/lib/platform/auth/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: changePasswordInput, rateLimit: 'login' },
  async ({ db, user, body, request }) =>
    changePassword(db, {
      userId: user.id,
      sessionId: await sessionIdOf(sessionTokenFromCookieHeader(request.headers.get('cookie'))),
      body,
    }),
);
