// POST /api/legislation/bills {legislationTypeId, optionIndex, stateId?}: a legislator proposes a bill.
import { clientRoute } from '@/lib/platform/http/client-route';
import { proposeBill } from '@/lib/systems/politics/legislation/propose-bill';
import { proposeBillBody } from '@/lib/systems/politics/legislation/schemas';

export const POST = clientRoute(
  { auth: 'user', body: proposeBillBody, rateLimit: 'legislation' },
  ({ db, user, body }) => proposeBill(db, { userId: user.id, body }),
);
