// DELETE /api/corporations/[id]/orders/[orderId]: cancel an open sell order, releasing its shares.
import { cancelSellOrder } from '@/lib/systems/corporations/companies/cancel-sell-order';
import { clientRoute } from '@/lib/platform/http/client-route';

export const DELETE = clientRoute({ auth: 'user', rateLimit: 'corporation-action' }, ({ db, user, params }) =>
  cancelSellOrder(db, { userId: user.id, corporationId: params.id, orderId: params.orderId }),
);
