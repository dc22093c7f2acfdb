// GET /api/states/[id]/resources: a state's extraction capacity, contracts, output and multipliers.
import { getStateResources } from '@/lib/extraction/get-state-resources';
import { clientRoute } from '@/lib/http/client-route';

export const GET = clientRoute({ auth: 'none' }, ({ db, params }) =>
  getStateResources(db, { id: params.id }),
);
