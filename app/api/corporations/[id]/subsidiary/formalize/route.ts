// POST /api/corporations/[id]/subsidiary/formalize {parentCorporationId}: formalize [id] as a subsidiary.
import { formalizeSubsidiary } from '@/lib/subsidiaries/formalize-subsidiary';
import { formalizeBody } from '@/lib/subsidiaries/schemas';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: formalizeBody, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) =>
    formalizeSubsidiary(db, { userId: user.id, corporationId: params.id, body }),
);
