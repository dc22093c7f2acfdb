// GET /api/corporations/[id] (sequential id or ObjectId): the corporation page's data.
import { getCorporationPage } from '@/lib/systems/corporations/companies/get-corporation-page';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, params }) =>
  getCorporationPage(db, { id: params.id, userId: user?.id ?? null }),
);
