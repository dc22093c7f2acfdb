// GET /api/corporations/[id]/group (sequential id or ObjectId): the holding group, its balance sheet, relief and synergy.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getHoldingGroup } from '@/lib/systems/subsidiaries/get-holding-group';

export const GET = clientRoute({ auth: 'optional' }, ({ db, params }) =>
  getHoldingGroup(db, { id: params.id }),
);
