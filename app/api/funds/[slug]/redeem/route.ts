// POST /api/funds/[slug]/redeem {units}: redeem fund units at the quoted NAV.
import { redeemFundUnits } from '@/lib/systems/corporations/funds/redeem-fund-units';
import { tradeFundBody } from '@/lib/systems/corporations/funds/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'user', body: tradeFundBody }, ({ db, user, body, params }) =>
  redeemFundUnits(db, { userId: user.id, slug: params.slug, units: body.units }),
);
