// The live event stream (GET /api/events with Accept: text/event-stream) answered by the front gate, before
// Next: Next keeps a Request, web streams and its own per-request state alive while a response is open,
// about 100 kB per stream in the bench; written straight onto the socket a stream costs far less (bench/results/).
// app/api/events/route.ts still answers the JSON list, and the stream too when LIVE_STREAMS_SERVED_BY=next.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionTokenFromCookieHeader } from '@/lib/platform/auth/session';
import { findSessionUser, sessionIdOf } from '@/lib/platform/auth/sessions';
import { getDb } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { clientErrorResponse, toAppError } from '@/lib/platform/http/envelopes';
import { clientAddress } from '@/lib/platform/http/incoming-request';
import { acceptPrefersEventStream } from '@/lib/platform/http/negotiate';
import { securityHeaders } from '@/lib/platform/http/security-headers';
import { writeEventStream, writeEventStreamOnSocket } from '@/lib/platform/http/sse';
import { LIVE_STREAM_OPTIONS } from '@/lib/systems/core/live/constants';
import { openLiveFeed } from '@/lib/systems/core/live/open-live-feed';

export const LIVE_STREAM_PATH = '/api/events';

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

function requestIdOf(request: IncomingMessage): string {
  const incoming = header(request, 'x-request-id');
  return incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}

/** Whether this request is the live stream's (the path, and an Accept that prefers the stream). */
export function isLiveStreamRequest(request: IncomingMessage): boolean {
  const pathname = (request.url ?? '/').split('?')[0];
  return pathname === LIVE_STREAM_PATH && acceptPrefersEventStream(header(request, 'accept'));
}

async function sendError(response: ServerResponse, answer: Response, extra: Record<string, string>) {
  const body = Buffer.from(await answer.arrayBuffer());
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  for (const [name, value] of Object.entries(extra)) response.setHeader(name, value);
  response.statusCode = answer.status;
  response.end(body);
}

/** The front gate's early handler (lib/platform/http/front-gate.ts): takes the live stream's requests. */
export function serveLiveStream(request: IncomingMessage, response: ServerResponse): boolean {
  const servedBy = env().LIVE_STREAMS_SERVED_BY;
  if (servedBy === 'next' || !isLiveStreamRequest(request)) return false;
  const https = header(request, 'x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  const headers = securityHeaders({ kind: 'api', https });
  const requestId = requestIdOf(request);
  if (request.method === 'HEAD') {
    // Headers only: a HEAD opens no feed, so it takes no stream slot.
    writeEventStream(request, response, { start() {}, close() {} }, { ...LIVE_STREAM_OPTIONS, headers });
    return true;
  }
  void (async () => {
    try {
      const db = getDb();
      const token = sessionTokenFromCookieHeader(header(request, 'cookie'));
      const user = await findSessionUser(db, token);
      const address = clientAddress(header(request, 'x-forwarded-for'), env().TRUSTED_PROXY_HOPS);
      const feed = await openLiveFeed(db, {
        userId: user?.id ?? null,
        clientKey: user ? `user:${user.id}` : `ip:${address}`,
        sessionId: user ? await sessionIdOf(token) : null,
        lastEventId: header(request, 'last-event-id'),
        since: new URL(request.url ?? '/', 'http://gate').searchParams.get('since'),
      });
      // The client may have gone while the feed opened: its slot is given back at once.
      if (request.socket.destroyed || response.destroyed) return feed.close();
      // `gate` takes the socket from Node's HTTP server (about half the memory a stream keeps through
      // Node's response, bench/results/2026-11-27-live-stream-memory.md); `gate-response` is kept to compare.
      const write = servedBy === 'gate' ? writeEventStreamOnSocket : writeEventStream;
      write(request, response, feed, {
        ...LIVE_STREAM_OPTIONS,
        headers: { ...headers, 'X-Request-Id': requestId },
      });
    } catch (error) {
      await sendError(response, clientErrorResponse(toAppError(error, requestId), requestId), headers);
    }
  })();
  return true;
}
