// GET /api/events/active?country&state&kind&limit: the events under way this turn.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { listActiveWorldEvents } from '@/lib/systems/world/world-events/list-world-events';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listActiveWorldEvents(db, queryObject(request)),
);
