// POST /api/corporations/[id]/subsidiary/spin-off {sectorType, name, ...}: [id] is the parent; spins off one sector type.
import { spinOffSubsidiary } from '@/lib/systems/subsidiaries/spin-off-subsidiary';
import { spinOffBody } from '@/lib/systems/subsidiaries/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: spinOffBody, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => spinOffSubsidiary(db, { userId: user.id, corporationId: params.id, body }),
);
