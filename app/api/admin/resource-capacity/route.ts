// GET /api/admin/resource-capacity: every state's capacity document (admin).
import { listResourceCapacity } from '@/lib/systems/extraction/list-resource-capacity';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'admin' }, ({ db }) => listResourceCapacity(db));
