// POST /api/corporations/[id]/subsidiary/appoint-ceo {ceoType, characterId?, forcedNppId?}: the parent seats the CEO.
import { appointSubsidiaryCeo } from '@/lib/systems/subsidiaries/appoint-subsidiary-ceo';
import { appointCeoBody } from '@/lib/systems/subsidiaries/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: appointCeoBody, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) =>
    appointSubsidiaryCeo(db, { userId: user.id, corporationId: params.id, body }),
);
