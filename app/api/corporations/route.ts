// GET /api/corporations?name=: corporations by name for the forms' pickers.
// POST /api/corporations {name, type, capital}: found a corporation with cash on hand.
import { pickCorporations } from '@/lib/systems/corporations/companies/pick-corporations';
import { foundCorporation } from '@/lib/systems/corporations/companies/found-corporation';
import { foundCorporationInput } from '@/lib/systems/corporations/companies/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: foundCorporationInput, rateLimit: 'corporation-action' },
  ({ db, user, body }) => foundCorporation(db, { userId: user.id, body }),
);

export const GET = clientRoute({ auth: 'optional' }, ({ db, request }) =>
  pickCorporations(db, { name: new URL(request.url).searchParams.get('name') ?? undefined }),
);
