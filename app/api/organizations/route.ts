// GET /api/organizations: the organizations page's data (same payload as public v1, cookie-free).
import { clientRoute } from '@/lib/platform/http/client-route';
import { listOrganizations } from '@/lib/systems/world/organizations/list-organizations';

export const GET = clientRoute({ auth: 'none' }, ({ db }) => listOrganizations(db));
