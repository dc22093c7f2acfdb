// GET /api/events?country&state&kind&status&limit: crisis and random events as plain JSON (never a stream,
// whatever the Accept header says: a client that opens it as an EventSource still gets 200 JSON).
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { listWorldEvents } from '@/lib/systems/world/world-events/list-world-events';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listWorldEvents(db, queryObject(request)),
);
