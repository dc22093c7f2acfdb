// POST /api/corporations/[id]/orders {shares, pricePerShare, asCorporationId?}: place a sell order.
import { placeSellOrder } from '@/lib/systems/corporations/companies/place-sell-order';
import { placeSellOrderInput } from '@/lib/systems/corporations/companies/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: placeSellOrderInput, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => placeSellOrder(db, { userId: user.id, corporationId: params.id, body }),
);
