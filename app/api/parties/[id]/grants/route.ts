// POST /api/parties/[id]/grants {characterId, amount}: the leader grants treasury money to a candidate.
import { clientRoute } from '@/lib/platform/http/client-route';
import { grantFromTreasury } from '@/lib/systems/politics/parties/grants';
import { grantInput } from '@/lib/systems/politics/parties/membership-schemas';

export const POST = clientRoute(
  { auth: 'user', body: grantInput, rateLimit: 'player-action' },
  ({ db, user, params, body }) => grantFromTreasury(db, { userId: user.id, partyId: params.id, ...body }),
);
