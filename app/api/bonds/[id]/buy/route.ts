// POST /api/bonds/[id]/buy {units}: buy bond units from the bond market at the market price.
import { buyBond } from '@/lib/systems/corporations/bonds/buy-bond';
import { tradeBondBody } from '@/lib/systems/corporations/bonds/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'user', body: tradeBondBody }, ({ db, user, body, params }) =>
  buyBond(db, { userId: user.id, bondId: params.id, units: body.units }),
);
