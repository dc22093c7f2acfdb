// GET /api/corporations/[id]/subsidiary (sequential id or ObjectId): the subsidiary panel's data.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getSubsidiaryPanel } from '@/lib/systems/subsidiaries/get-subsidiary-panel';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, params }) =>
  getSubsidiaryPanel(db, { id: params.id, userId: user?.id ?? null }),
);
