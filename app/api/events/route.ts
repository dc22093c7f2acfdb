// GET /api/events?country&state&kind&status&limit: crisis and random events as JSON (docs/world-events.md).
// A request whose Accept prefers text/event-stream (an EventSource) gets the live stream
// instead: `turn`, `world_event` and the viewer's `notification` frames, resumable with Last-Event-ID (or,
// on a first connection, `?since=` the seq the page was rendered at).
import { sessionTokenFromCookieHeader } from '@/lib/platform/auth/session';
import { sessionIdOf } from '@/lib/platform/auth/sessions';
import { queryObject, clientIp, type RouteContext } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { prefersEventStream } from '@/lib/platform/http/negotiate';
import { eventStreamHeaders, eventStreamResponse } from '@/lib/platform/http/sse';
import { LIVE_STREAM_OPTIONS } from '@/lib/systems/core/live/constants';
import { openLiveFeed } from '@/lib/systems/core/live/open-live-feed';
import { listWorldEvents } from '@/lib/systems/world/world-events/list-world-events';

const listEvents = clientRoute({ auth: 'none' }, ({ db, request }) =>
  listWorldEvents(db, queryObject(request)),
);

const streamEvents = clientRoute({ auth: 'optional' }, async ({ db, user, request }) => {
  const feed = await openLiveFeed(db, {
    userId: user?.id ?? null,
    clientKey: user ? `user:${user.id}` : `ip:${clientIp(request)}`,
    sessionId: user ? await sessionIdOf(sessionTokenFromCookieHeader(request.headers.get('cookie'))) : null,
    lastEventId: request.headers.get('last-event-id'),
    since: queryObject(request).since ?? null,
  });
  return eventStreamResponse(request, feed, LIVE_STREAM_OPTIONS);
});

export function GET(request: Request, context: RouteContext): Promise<Response> {
  return prefersEventStream(request) ? streamEvents(request, context) : listEvents(request, context);
}

/** Headers only: a HEAD opens no feed, so it takes no stream slot. */
export async function HEAD(request: Request, context: RouteContext): Promise<Response> {
  if (!prefersEventStream(request)) return listEvents(request, context);
  return new Response(null, { headers: eventStreamHeaders(LIVE_STREAM_OPTIONS) });
}
