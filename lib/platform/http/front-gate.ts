import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AppError } from '@/lib/platform/errors';
import { log } from '@/lib/platform/log';
import { apiErrorResponse } from './not-found';
import { MAX_JSON_BODY_BYTES } from './body-limit';
import { securityHeaders } from './security-headers';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** Where a malformed page path is sent: no route matches it, so Next renders the not-found page (404). */
export const NOT_FOUND_PAGE_PATH = '/_not-found';
const STATIC_METHODS = 'GET, HEAD';
/**
 * A body must arrive whole within this time of the request's start, or the gate answers 408. Node's own
 * requestTimeout is set to the same value as a backstop, but Node checks it only every 30 s.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Headers must arrive within this time. Node enforces it on the connection before any request exists,
 * checking every 30 s (`connectionsCheckingInterval`, fixed when `next start` creates its server), so a
 * slow client is cut between 20 and 50 s (docs/security.md).
 */
export const HEADERS_TIMEOUT_MS = 20_000;

export type PathClass = 'api' | 'static' | 'page';

const gatedRequests = new WeakSet<IncomingMessage>();

/** Answers a request itself and returns true, or returns false to leave it to Next. */
export type EarlyHandler = (request: IncomingMessage, response: ServerResponse) => boolean;
const earlyHandlers: EarlyHandler[] = [];

/**
 * Registers a handler the gate offers every well-formed GET or HEAD without a body before Next sees it:
 * for the few responses whose cost per open request must stay at a socket's (the live event stream), as
 * Next keeps a Request, web streams and its own state alive for as long as a response is open.
 */
export function serveBeforeNext(handler: EarlyHandler): void {
  if (!earlyHandlers.includes(handler)) earlyHandlers.push(handler);
}

export function pathClass(pathname: string): PathClass {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/_next/static/') || pathname === '/favicon.ico') return 'static';
  return 'page';
}

/** False when a percent-escape in the path does not decode (`%zz`, a cut UTF-8 sequence, …). */
export function hasWellFormedEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Whether forwarded headers say https; callers strip them unless a trusted proxy set them. */
function isHttps(request: IncomingMessage): boolean {
  return (
    String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}

function setHeaders(response: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}

/** Writes a fetch Response (one of our envelopes) onto the Node response. */
async function send(response: ServerResponse, answer: Response, extra: Record<string, string>) {
  const body = Buffer.from(await answer.arrayBuffer());
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  setHeaders(response, extra);
  response.statusCode = answer.status;
  response.end(body);
}

/** An API error in the envelope of the path's family, with the API security headers. */
function sendApiError(request: IncomingMessage, response: ServerResponse, error: AppError, close = false) {
  const url = new URL(request.url ?? '/', 'http://gate.invalid');
  // Only the path (envelope family) and the request id matter to the envelope; the path is re-encoded so
  // that a malformed escape cannot break the URL parser.
  const headers = new Headers();
  const requestId = request.headers['x-request-id'];
  if (typeof requestId === 'string') headers.set('x-request-id', requestId);
  const synthetic = new Request(new URL(url.pathname.replace(/%(?![0-9a-f]{2})/gi, '%25'), url), {
    headers,
  });
  const extra = {
    ...securityHeaders({ kind: 'api', https: isHttps(request) }),
    ...(close ? { Connection: 'close' } : {}),
  };
  void send(response, apiErrorResponse(synthetic, error), extra);
}

/** Origin-form (`/path`) or absolute-form (`http://host/path`); never the asterisk or authority forms. */
function isPathTarget(target: string | undefined): boolean {
  return !!target && (target.startsWith('/') || /^https?:\/\//i.test(target));
}

function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  return header === undefined ? null : Number(header);
}

function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || (declaredLength(request) ?? 0) > 0;
}

type BodyOutcome = 'complete' | 'too-large' | 'aborted' | 'timed-out';

/**
 * Holds the body back from the request's consumers until it has all arrived, counting it on the way in.
 * Node's HTTP parser hands each body chunk to `request.push` and ends with `push(null)`; we take those
 * calls and replay them only once the body is complete and within `limit`. So the handler behind us
 * never starts on a body that is too large or that the client abandons halfway (Next otherwise copies
 * up to 10 MB for proxy.ts, and raises `uncaughtException: aborted` when the client hangs up on an
 * early answer). Nothing is read past `limit`: the caller answers 413 and closes the connection.
 */
function holdBody(request: IncomingMessage, limit: number, deadlineMs: number): Promise<BodyOutcome> {
  return new Promise((resolve) => {
    const push = request.push.bind(request);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const timer = setTimeout(() => settle('timed-out'), deadlineMs);
    const settle = (outcome: BodyOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Past the cap or the deadline the rest is discarded until the connection closes after our answer.
      request.push = outcome === 'too-large' || outcome === 'timed-out' ? () => true : push;
      if (outcome === 'complete') {
        for (const chunk of chunks) push(chunk);
        push(null);
      }
      resolve(outcome);
    };
    request.push = (chunk: unknown) => {
      if (chunk === null) {
        settle('complete');
        return false;
      }
      size += (chunk as Buffer).length;
      if (size > limit) settle('too-large');
      else chunks.push(chunk as Buffer);
      return true;
    };
    request.once('aborted', () => settle('aborted'));
    request.once('close', () => settle('aborted'));
    // Without a listener an abort would be thrown; nothing waits for this request any more.
    request.on('error', () => settle('aborted'));
  });
}

/** Node's error for a request whose client hung up before the answer (`abortIncoming` in _http_server). */
function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as NodeJS.ErrnoException).code === 'ECONNRESET' &&
    error.message === 'aborted'
  );
}

/**
 * Keeps a client's hang-up after a complete body from becoming an `uncaughtException: aborted`. When
 * proxy.ts runs on a request with a body, Next swaps the request's stream for its copy of the body
 * (`replaceRequestBody` in next/dist/server/body-streams.js copies a fresh Readable's methods and
 * `_events` onto the request), which drops every 'error' listener. If the client then hangs up before the
 * answer, Node destroys the request with `aborted`, and that error has no listener left. So whichever
 * `destroy` the request carries, Next's included, a client's hang-up destroys it without an error: there
 * is no one left to answer, and nothing failed on our side.
 */
function destroyQuietlyOnHangUp(request: IncomingMessage): void {
  let destroy = request.destroy;
  Object.defineProperty(request, 'destroy', {
    configurable: true,
    enumerable: true,
    get: () => (error?: Error) => destroy.call(request, isClientAbort(error) ? undefined : error),
    set: (replacement: IncomingMessage['destroy']) => {
      destroy = replacement;
    },
  });
}

/**
 * The first thing every request meets, before Next: it refuses what Next would answer badly or only after
 * buffering, in the right envelope and with the security headers.
 * - a percent-escape that does not decode: 400 on /api paths, the not-found page elsewhere;
 * - any method but GET and HEAD on static files: 405 with Allow; static files get the security headers;
 * - a request target that is not a path (`OPTIONS *`, `GET *`): 400, which Next would answer with a 500;
 * - a body over `maxBodyBytes`: 413 at once if Content-Length says so, at the cap otherwise;
 * - a body still arriving `requestTimeoutMs` after the request started: 408, and the connection closed;
 * - a client hanging up mid-body: dropped quietly, the handler never sees it;
 * - a client hanging up after its body, before the answer: the request ends without an error.
 */
export function frontGate(
  handler: RequestHandler,
  {
    maxBodyBytes = MAX_JSON_BODY_BYTES,
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
  }: { maxBodyBytes?: number; requestTimeoutMs?: number } = {},
): RequestHandler {
  return (request, response) => {
    // A second gate on the same request (a server wrapped twice) would wait for a body already replayed.
    if (gatedRequests.has(request)) return handler(request, response);
    gatedRequests.add(request);
    destroyQuietlyOnHangUp(request);
    if (!isPathTarget(request.url)) {
      request.url = '/';
      return sendApiError(
        request,
        response,
        new AppError('BAD_REQUEST', 'The request target must be a path.'),
        /* close */ true,
      );
    }
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const kind = pathClass(pathname);
    if (!hasWellFormedEscapes(pathname)) {
      if (kind === 'api') {
        return sendApiError(
          request,
          response,
          new AppError('BAD_REQUEST', 'The request path has a malformed percent-escape.'),
        );
      }
      request.url = NOT_FOUND_PAGE_PATH;
    } else if (kind === 'static') {
      setHeaders(response, securityHeaders({ kind: 'api', https: isHttps(request) }));
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.statusCode = 405;
        response.setHeader('Allow', STATIC_METHODS);
        response.setHeader('Connection', 'close');
        return response.end();
      }
    }
    if (!hasBody(request)) {
      if (request.method === 'GET' || request.method === 'HEAD') {
        for (const early of earlyHandlers) if (early(request, response)) return;
      }
      return handler(request, response);
    }
    const tooLarge = () =>
      sendApiError(request, response, new AppError('PAYLOAD_TOO_LARGE'), /* close */ true);
    if ((declaredLength(request) ?? 0) > maxBodyBytes) return tooLarge();
    void holdBody(request, maxBodyBytes, requestTimeoutMs).then((outcome) => {
      if (outcome === 'complete') return handler(request, response);
      if (outcome === 'too-large') return tooLarge();
      if (outcome === 'timed-out') {
        return sendApiError(request, response, new AppError('REQUEST_TIMEOUT'), /* close */ true);
      }
      log.debug({ method: request.method, path: pathname }, 'client closed the request mid-body');
    });
  };
}

const gatedServers = new WeakSet<Server>();
let installed = false;

/** Puts the front gate before a server's request listeners (Next's), and shortens its request timeout. */
export function gateServer(server: Server, options?: { maxBodyBytes?: number }): void {
  if (gatedServers.has(server)) return;
  gatedServers.add(server);
  const listeners = server.listeners('request') as RequestHandler[];
  server.removeAllListeners('request');
  server.on(
    'request',
    frontGate((request, response) => {
      for (const listener of listeners) listener.call(server, request, response);
    }, options),
  );
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

/**
 * Gates the server `next start` creates, which offers no hook of its own: Node announces each request
 * on this channel just before it emits `request`, so the first announcement lets us wrap the server's
 * listeners in time for that very request. Called from instrumentation.ts. Returns the undo, for a test
 * whose process goes on to serve other servers.
 */
export function installFrontGate(): () => void {
  if (installed) return () => {};
  installed = true;
  const gateEachServer = (message: unknown) => gateServer((message as { server: Server }).server);
  diagnosticsChannel.subscribe('http.server.request.start', gateEachServer);
  return () => {
    diagnosticsChannel.unsubscribe('http.server.request.start', gateEachServer);
    installed = false;
  };
}
