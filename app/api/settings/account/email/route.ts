// POST /api/settings/account/email {currentPassword, email}: the sign-in address changes.
import { changeEmail } from '@/lib/platform/auth/account';
import { changeEmailInput } from '@/lib/platform/auth/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: changeEmailInput, rateLimit: 'login' },
  ({ db, user, body }) => changeEmail(db, { userId: user.id, body }),
);
