// POST /api/corporations/[id]/subsidiary/capital-injection {amount}: the parent funds the subsidiary.
import { injectCapital } from '@/lib/systems/subsidiaries/inject-capital';
import { capitalInjectionBody } from '@/lib/systems/subsidiaries/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: capitalInjectionBody, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => injectCapital(db, { userId: user.id, corporationId: params.id, body }),
);
