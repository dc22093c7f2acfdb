// GET /api/corporations/[id]/group (sequential id or ObjectId): the holding group, its balance sheet, relief and synergy.
import { clientRoute } from '@/lib/http/client-route';
import { getHoldingGroup } from '@/lib/subsidiaries/get-holding-group';

export const GET = clientRoute({ auth: 'optional' }, ({ db, params }) =>
  getHoldingGroup(db, { id: params.id }),
);
