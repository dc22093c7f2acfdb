// GET /api/settings/api-keys lists the user's keys (never tokens); POST creates one and shows its token once.
import { createApiKey, listApiKeys } from '@/lib/platform/auth/api-keys';
import { createApiKeyInput } from '@/lib/platform/auth/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'user', rateLimit: 'key-management' }, async ({ db, user }) => ({
  keys: await listApiKeys(db, user.id),
}));

export const POST = clientRoute(
  { auth: 'user', body: createApiKeyInput, rateLimit: 'key-management' },
  async ({ db, user, body }) =>
    Response.json(
      { key: await createApiKey(db, user.id, body) },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    ),
);
