// GET /api/admin/resource-capacity: every state's capacity document (admin).
import { listResourceCapacity } from '@/lib/extraction/list-resource-capacity';
import { clientRoute } from '@/lib/http/client-route';

export const GET = clientRoute({ auth: 'admin' }, ({ db }) => listResourceCapacity(db));
