// GET /api/events/active?country&state&kind&limit: the events under way this turn.
import { queryObject } from '@/lib/http/request';
import { clientRoute } from '@/lib/http/client-route';
import { listActiveWorldEvents } from '@/lib/world-events/list-world-events';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listActiveWorldEvents(db, queryObject(request)),
);
