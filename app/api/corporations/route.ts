// POST /api/corporations {name, type, capital}: found a corporation with cash on hand.
import { foundCorporation } from '@/lib/corporations/found-corporation';
import { foundCorporationInput } from '@/lib/corporations/schemas';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: foundCorporationInput, rateLimit: 'corporation-action' },
  ({ db, user, body }) => foundCorporation(db, { userId: user.id, body }),
);
