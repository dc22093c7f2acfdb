// POST /api/parties {name, abbreviation, color, economic, social}: a player founds a party and leads it.
import { clientRoute } from '@/lib/platform/http/client-route';
import { foundParty } from '@/lib/systems/politics/parties/found-party';
import { foundPartyInput } from '@/lib/systems/politics/parties/membership-schemas';

export const POST = clientRoute(
  { auth: 'user', body: foundPartyInput, rateLimit: 'player-action' },
  ({ db, user, body }) => foundParty(db, { userId: user.id, body }),
);
