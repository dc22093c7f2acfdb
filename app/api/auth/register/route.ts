// POST /api/auth/register: creates an account and signs it in (201).
import { sessionCookieHeader } from '@/lib/platform/auth/session';
import { registerInput } from '@/lib/platform/auth/schemas';
import { registerUser } from '@/lib/platform/auth/users';
import { clientRoute, jsonWithCookie } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'none', body: registerInput, rateLimit: 'register' },
  async ({ db, body }) => {
    const { user, token } = await registerUser(db, body);
    return jsonWithCookie({ message: 'Account created.', user }, sessionCookieHeader(token), 201);
  },
);
