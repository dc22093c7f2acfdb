// POST /api/legislation/bills/[id]/veto {message?}: the head of government vetoes a bill on their desk.
import { decideBill } from '@/lib/systems/politics/legislation/decide-bill';
import { vetoBillBody } from '@/lib/systems/politics/legislation/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: vetoBillBody, rateLimit: 'legislation' },
  ({ db, user, body, params }) =>
    decideBill(db, { userId: user.id, billId: params.id, decision: 'veto', message: body.message }),
);
