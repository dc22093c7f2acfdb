// POST /api/auth/register: creates an account and signs it in (201).
import { sessionCookieHeader } from '@/lib/auth/session';
import { registerInput } from '@/lib/auth/schemas';
import { registerUser } from '@/lib/auth/users';
import { clientRoute, jsonWithCookie } from '@/lib/http/client-route';

export const POST = clientRoute(
  { auth: 'none', body: registerInput, rateLimit: 'register' },
  async ({ db, body }) => {
    const { user, token } = await registerUser(db, body);
    return jsonWithCookie({ message: 'Account created.', user }, sessionCookieHeader(token), 201);
  },
);
