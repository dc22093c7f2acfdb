// PATCH /api/admin/resource-capacity/[stateId] {resources, replace?}: set or update a state's capacity (admin).
import { setResourceCapacity } from '@/lib/extraction/set-resource-capacity';
import { setCapacityBody } from '@/lib/extraction/schemas';
import { clientRoute } from '@/lib/http/client-route';

export const PATCH = clientRoute({ auth: 'admin', body: setCapacityBody }, ({ db, body, params }) =>
  setResourceCapacity(db, { stateId: String(params.stateId), ...body }),
);
