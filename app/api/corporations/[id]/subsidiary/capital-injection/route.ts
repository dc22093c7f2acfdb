// POST /api/corporations/[id]/subsidiary/capital-injection {amount}: the parent funds the subsidiary.
import { injectCapital } from '@/lib/subsidiaries/inject-capital';
import { capitalInjectionBody } from '@/lib/subsidiaries/schemas';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: capitalInjectionBody, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => injectCapital(db, { userId: user.id, corporationId: params.id, body }),
);
