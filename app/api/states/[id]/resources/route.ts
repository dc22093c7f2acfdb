// GET /api/states/[id]/resources: a state's extraction capacity, contracts, output and multipliers.
import { getStateResources } from '@/lib/systems/extraction/get-state-resources';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'none' }, ({ db, params }) =>
  getStateResources(db, { id: params.id }),
);
