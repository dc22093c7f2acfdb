// DELETE /api/executive/orders/[id]: the issuing office's holder revokes an order in force.
import { clientRoute } from '@/lib/platform/http/client-route';
import { revokeExecutiveOrder } from '@/lib/systems/politics/executive/issue-order';

export const DELETE = clientRoute({ auth: 'user', rateLimit: 'player-action' }, ({ db, user, params }) =>
  revokeExecutiveOrder(db, { userId: user.id, orderId: params.id }),
);
