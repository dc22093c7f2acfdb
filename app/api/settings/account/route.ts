// DELETE /api/settings/account {currentPassword, confirm}: deletes the account and retires its character.
import { clearedSessionCookieHeader } from '@/lib/platform/auth/session';
import { deleteAccountInput } from '@/lib/platform/auth/schemas';
import { clientRoute, jsonWithCookie } from '@/lib/platform/http/client-route';
import { deleteAccount } from '@/lib/systems/game/account/delete-account';

export const DELETE = clientRoute(
  { auth: 'user', body: deleteAccountInput, rateLimit: 'login' },
  async ({ db, user, body }) =>
    jsonWithCookie(await deleteAccount(db, { userId: user.id, body }), clearedSessionCookieHeader()),
);
