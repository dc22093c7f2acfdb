// POST /api/funds/[slug]/buy {units}: buy fund units at the quoted NAV.
import { buyFundUnits } from '@/lib/systems/corporations/funds/buy-fund-units';
import { tradeFundBody } from '@/lib/systems/corporations/funds/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'user', body: tradeFundBody }, ({ db, user, body, params }) =>
  buyFundUnits(db, { userId: user.id, slug: params.slug, units: body.units }),
);
