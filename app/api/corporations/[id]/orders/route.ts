// POST /api/corporations/[id]/orders {shares, pricePerShare, asCorporationId?}: place a sell order.
import { placeSellOrder } from '@/lib/corporations/place-sell-order';
import { placeSellOrderInput } from '@/lib/corporations/schemas';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: placeSellOrderInput, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => placeSellOrder(db, { userId: user.id, corporationId: params.id, body }),
);
