// POST /api/bonds/[id]/sell {units}: sell held bond units back to the bond market.
import { sellBond } from '@/lib/systems/corporations/bonds/sell-bond';
import { tradeBondBody } from '@/lib/systems/corporations/bonds/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'user', body: tradeBondBody }, ({ db, user, body, params }) =>
  sellBond(db, { userId: user.id, bondId: params.id, units: body.units }),
);
