// GET /api/funds/[slug]: one fund's detail, NAV history and the caller's units, for the fund page.
import { getFundPage } from '@/lib/systems/corporations/funds/get-fund-page';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, params }) =>
  getFundPage(db, { userId: user?.id ?? null, slug: params.slug }),
);
