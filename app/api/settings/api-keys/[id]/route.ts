// DELETE /api/settings/api-keys/[id]: revokes one of the user's own keys; anyone else's is 404.
import { revokeApiKey } from '@/lib/platform/auth/api-keys';
import { clientRoute } from '@/lib/platform/http/client-route';

export const DELETE = clientRoute(
  { auth: 'user', rateLimit: 'key-management' },
  async ({ db, user, params }) => {
    await revokeApiKey(db, user.id, String(params.id));
    return { success: true };
  },
);
