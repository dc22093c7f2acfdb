// POST /api/parties/[id]/whip {billId, position}: the leader (or the chamber's party leader) whips a bill.
import { clientRoute } from '@/lib/platform/http/client-route';
import { whipInput } from '@/lib/systems/politics/parties/membership-schemas';
import { setWhip } from '@/lib/systems/politics/parties/whip';

export const POST = clientRoute(
  { auth: 'user', body: whipInput, rateLimit: 'player-action' },
  ({ db, user, params, body }) => setWhip(db, { userId: user.id, partyId: params.id, ...body }),
);
