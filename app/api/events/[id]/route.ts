// GET /api/events/[id]: one event; an unknown id is a JSON 404 in the client envelope.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getWorldEventOrThrow } from '@/lib/systems/world/world-events/get-world-event';

export const GET = clientRoute({ auth: 'none' }, ({ db, params }) =>
  getWorldEventOrThrow(db, { id: String(params.id ?? '') }),
);
