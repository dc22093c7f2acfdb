// PATCH /api/admin/resource-capacity/[stateId] {resources, replace?}: set or update a state's capacity (admin).
import { setResourceCapacity } from '@/lib/systems/extraction/set-resource-capacity';
import { setCapacityBody } from '@/lib/systems/extraction/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const PATCH = clientRoute({ auth: 'admin', body: setCapacityBody }, ({ db, body, params }) =>
  setResourceCapacity(db, { stateId: String(params.stateId), ...body }),
);
