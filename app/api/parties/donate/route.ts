// POST /api/parties/donate {amount}: campaign funds into the player's party treasury.
import { clientRoute } from '@/lib/http/client-route';
import { donateToParty } from '@/lib/parties/donate-to-party';
import { donateToPartyInput } from '@/lib/parties/membership-schemas';

export const POST = clientRoute(
  { auth: 'user', body: donateToPartyInput, rateLimit: 'player-action' },
  ({ db, user, body }) => donateToParty(db, { userId: user.id, amount: body.amount }),
);
