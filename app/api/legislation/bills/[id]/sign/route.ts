// POST /api/legislation/bills/[id]/sign: the head of government signs a bill on their desk into law.
import { decideBill } from '@/lib/systems/politics/legislation/decide-bill';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'user', rateLimit: 'legislation' }, ({ db, user, params }) =>
  decideBill(db, { userId: user.id, billId: params.id, decision: 'sign' }),
);
