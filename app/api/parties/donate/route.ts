// POST /api/parties/donate {amount}: campaign funds into the player's party treasury.
import { clientRoute } from '@/lib/platform/http/client-route';
import { donateToParty } from '@/lib/systems/politics/parties/donate-to-party';
import { donateToPartyInput } from '@/lib/systems/politics/parties/membership-schemas';

export const POST = clientRoute(
  { auth: 'user', body: donateToPartyInput, rateLimit: 'player-action' },
  ({ db, user, body }) => donateToParty(db, { userId: user.id, amount: body.amount }),
);
