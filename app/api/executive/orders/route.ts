// POST /api/executive/orders {legislationTypeId, optionIndex, stateId?}: a head of government or regional head issues an order.
import { clientRoute } from '@/lib/platform/http/client-route';
import { issueExecutiveOrder } from '@/lib/systems/politics/executive/issue-order';
import { issueOrderBody } from '@/lib/systems/politics/executive/schemas';

export const POST = clientRoute(
  { auth: 'user', body: issueOrderBody, rateLimit: 'player-action' },
  ({ db, user, body }) => issueExecutiveOrder(db, { userId: user.id, ...body }),
);
