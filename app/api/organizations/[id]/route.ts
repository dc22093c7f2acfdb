// GET /api/organizations/[id]: one organization's page data, matched on id or short name.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getOrganizationOrThrow } from '@/lib/systems/world/organizations/get-organization';

export const GET = clientRoute({ auth: 'none' }, ({ db, params }) =>
  getOrganizationOrThrow(db, { id: String(params.id ?? '') }),
);
