import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

/** Set on a 200 the client rebuilt from its cache after the server answered 304 Not Modified. */
export const REVALIDATED_HEADER = 'X-Statecraft-Revalidated';

export interface StatecraftClientOptions {
  /** The server's origin, e.g. `https://play.example` (paths in the types start with /api). */
  baseUrl: string;
  /** A personal key from Settings → API keys: `svc_pub_…` to read, `svc_priv_…` to also write. */
  apiKey: string;
  /** How many times a 429 is retried after waiting its Retry-After. Default 3; 0 turns retries off. */
  maxRetries?: number;
  /** Remember each read's ETag and revalidate with If-None-Match. Default true. */
  conditionalRequests?: boolean;
  /** Called before each wait on a 429, e.g. to log it. */
  onRateLimited?: (info: { waitMs: number; attempt: number; url: string }) => void;
  fetch?: (request: Request) => Promise<Response>;
  /** How to wait; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
}

export interface StatecraftClient extends Client<paths> {
  /** Counts since the client was made: answers served from the cache after a 304, and 429 retries. */
  readonly stats: { notModified: number; rateLimitRetries: number };
}

/**
 * A typed client for the v1 API: every path, parameter and answer is checked against the server's
 * OpenAPI document. It sends the key on every call, waits out 429s and revalidates reads with ETags,
 * so a poller that asks again before anything changed gets the cached answer back (and the server
 * sends no body).
 */
export function createStatecraftClient(options: StatecraftClientOptions): StatecraftClient {
  const stats = { notModified: 0, rateLimitRetries: 0 };
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { 'X-API-Key': options.apiKey },
    fetch: retryingFetch(options, stats),
  });
  if (options.conditionalRequests !== false) client.use(conditionalRequests(stats));
  return Object.assign(client, { stats });
}

/** A fresh Idempotency-Key: send the same one when you retry a write, so it happens only once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** True when this answer came from the client's cache because the server said 304. */
export function wasRevalidated(response: Response): boolean {
  return response.headers.get(REVALIDATED_HEADER) === 'true';
}

/** Seconds to wait from a 429: the Retry-After header, else the body's retryAfter, else 1. */
export async function retryAfterMs(response: Response): Promise<number> {
  const header = Number(response.headers.get('Retry-After'));
  if (Number.isFinite(header) && header > 0) return header * 1000;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { retryAfter?: unknown } | null;
  const fromBody = Number(body?.retryAfter);
  return (Number.isFinite(fromBody) && fromBody > 0 ? fromBody : 1) * 1000;
}

function retryingFetch(options: StatecraftClientOptions, stats: { rateLimitRetries: number }) {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxRetries = options.maxRetries ?? 3;
  return async (request: Request): Promise<Response> => {
    for (let attempt = 1; ; attempt += 1) {
      // A body can be read once; each attempt sends a copy. A write keeps its Idempotency-Key.
      const response = await send(attempt > maxRetries ? request : request.clone());
      if (response.status !== 429 || attempt > maxRetries) return response;
      const waitMs = await retryAfterMs(response);
      options.onRateLimited?.({ waitMs, attempt, url: request.url });
      stats.rateLimitRetries += 1;
      await sleep(waitMs);
    }
  };
}

/** Headers about the 304's own (empty) body, which must not replace the cached body's. */
const BODY_HEADERS = new Set(['content-length', 'content-type', 'content-encoding', 'transfer-encoding']);

/** Reads remembered per URL, at most this many (the oldest is forgotten first). */
const MAX_CACHED_READS = 500;

function conditionalRequests(stats: { notModified: number }): Middleware {
  const cache = new Map<string, { etag: string; body: string; headers: Headers }>();
  return {
    onRequest({ request }) {
      const cached = request.method === 'GET' ? cache.get(request.url) : undefined;
      if (cached && !request.headers.has('If-None-Match')) request.headers.set('If-None-Match', cached.etag);
      return request;
    },
    async onResponse({ request, response }) {
      if (request.method !== 'GET') return response;
      const cached = cache.get(request.url);
      if (response.status === 304 && cached) {
        stats.notModified += 1;
        // The cached answer with this response's fresh headers (rate limit, request id).
        const headers = new Headers(cached.headers);
        response.headers.forEach((value, name) => {
          if (!BODY_HEADERS.has(name)) headers.set(name, value);
        });
        headers.set(REVALIDATED_HEADER, 'true');
        return new Response(cached.body, { status: 200, headers });
      }
      const etag = response.headers.get('ETag');
      if (response.status === 200 && etag) {
        cache.delete(request.url);
        if (cache.size >= MAX_CACHED_READS) cache.delete(cache.keys().next().value!);
        cache.set(request.url, { etag, body: await response.clone().text(), headers: response.headers });
      }
      return response;
    },
  };
}
