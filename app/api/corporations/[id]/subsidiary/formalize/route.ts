// POST /api/corporations/[id]/subsidiary/formalize {parentCorporationId}: formalize [id] as a subsidiary.
import { formalizeSubsidiary } from '@/lib/systems/subsidiaries/formalize-subsidiary';
import { formalizeBody } from '@/lib/systems/subsidiaries/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: formalizeBody, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) =>
    formalizeSubsidiary(db, { userId: user.id, corporationId: params.id, body }),
);
