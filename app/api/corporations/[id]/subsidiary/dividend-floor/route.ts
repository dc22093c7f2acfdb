// POST /api/corporations/[id]/subsidiary/dividend-floor {floorPct}: the parent sets a dividend floor.
import { setDividendFloor } from '@/lib/systems/subsidiaries/set-dividend-floor';
import { dividendFloorBody } from '@/lib/systems/subsidiaries/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: dividendFloorBody, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => setDividendFloor(db, { userId: user.id, corporationId: params.id, body }),
);
