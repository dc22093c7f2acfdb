// GET /api/states/[id]/extraction-desk: whether the viewer decides this state's offers, and their corporations.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getExtractionDesk } from '@/lib/systems/extraction/get-extraction-desk';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, params }) =>
  getExtractionDesk(db, { stateId: params.id, userId: user?.id ?? null }),
);
