// POST /api/parties/join {partyId}: an independent player joins a party of their country.
import { clientRoute } from '@/lib/platform/http/client-route';
import { joinParty } from '@/lib/systems/politics/parties/join-party';
import { joinPartyInput } from '@/lib/systems/politics/parties/membership-schemas';

export const POST = clientRoute(
  { auth: 'user', body: joinPartyInput, rateLimit: 'player-action' },
  ({ db, user, body }) => joinParty(db, { userId: user.id, partyId: body.partyId }),
);
