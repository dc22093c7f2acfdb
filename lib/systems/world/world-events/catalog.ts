import type { ClientEndpoint } from '@/lib/platform/client-endpoint';
import {
  getWorldEventResponse,
  listActiveWorldEventsQuery,
  listWorldEventsQuery,
  listWorldEventsResponse,
  worldEventIdParams,
} from './schemas';

/**
 * The crisis and random event reads (docs/world-events.md, 'Reads'). Public, client envelope:
 * the payload on success, `{ error, code }` on failure. Plain JSON for any JSON client; only a request to
 * /api/events whose Accept prefers `text/event-stream` gets the live stream instead (docs/live-push.md).
 */
export const worldEventEndpoints = {
  listEvents: {
    method: 'GET',
    path: '/api/events',
    auth: 'public',
    summary: 'Crisis and random events, newest first, filtered by country, state, kind and status.',
    query: listWorldEventsQuery,
    response: listWorldEventsResponse,
    example: { query: { country: 'US' } },
  },
  listActiveEvents: {
    method: 'GET',
    path: '/api/events/active',
    auth: 'public',
    summary: 'The events under way this turn, newest first, filtered by country, state and kind.',
    query: listActiveWorldEventsQuery,
    response: listWorldEventsResponse,
    example: {},
  },
  getEvent: {
    method: 'GET',
    path: '/api/events/[id]',
    auth: 'public',
    summary:
      'One event with the effects it applied and, once expired, what its recovery undid. Unknown id: 404.',
    params: worldEventIdParams,
    response: getWorldEventResponse,
    example: { params: { id: '1' } },
  },
} as const satisfies Record<string, ClientEndpoint<'public'>>;
