// POST /api/parties/[id]/expel {characterId}: the leader expels a member of low standing.
import { clientRoute } from '@/lib/platform/http/client-route';
import { expelMember } from '@/lib/systems/politics/parties/expel';
import { expelInput } from '@/lib/systems/politics/parties/membership-schemas';

export const POST = clientRoute(
  { auth: 'user', body: expelInput, rateLimit: 'player-action' },
  ({ db, user, params, body }) => expelMember(db, { userId: user.id, partyId: params.id, ...body }),
);
