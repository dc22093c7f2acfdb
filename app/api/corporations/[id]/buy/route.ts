// POST /api/corporations/[id]/buy {shares, maxPricePerShare?, asCorporationId?}: buy at market.
import { buyShares } from '@/lib/systems/corporations/companies/buy-shares';
import { buySharesInput } from '@/lib/systems/corporations/companies/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: buySharesInput, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => buyShares(db, { userId: user.id, corporationId: params.id, body }),
);
