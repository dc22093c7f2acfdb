import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/** X-Forwarded-For with `peer` appended, as every reverse proxy does. */
export function appendForwardedFor(
  existing: string | string[] | undefined,
  peer: string | undefined,
): string {
  const prior = Array.isArray(existing) ? existing.join(', ') : (existing ?? '');
  return [prior.trim(), peer].filter(Boolean).join(', ');
}

/**
 * The right-most X-Forwarded-For entry not added by a trusted proxy. Each of the `trustedHops` hops
 * (our own web server is the first) appended the address it was connected from, so the entry the
 * farthest trusted hop appended is the client; anything left of it is the client's own claim.
 */
export function clientAddress(forwardedFor: string | null, trustedHops: number): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // A shorter chain came in past the outer proxies; its left-most entry is still one we appended.
  return chain[Math.max(0, chain.length - trustedHops)] ?? 'unknown';
}

/** Headers a proxy in front of us sets to say which host and scheme the client asked for. */
const FORWARDED_ORIGIN_HEADERS = ['x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * X-Forwarded-Host and -Proto as far as trusted proxies vouch for them. With no proxy in front
 * (`trustedHops` 1: only our own server) they are the client's claim and are dropped, so Next fills them
 * from the socket. Behind proxies, the value the farthest trusted proxy wrote is kept: like
 * X-Forwarded-For, each proxy that appends adds one entry on the right.
 */
export function trustedForwardedValue(
  value: string | string[] | undefined,
  trustedHops: number,
): string | undefined {
  const proxies = trustedHops - 1;
  if (proxies < 1 || value === undefined) return undefined;
  const chain = (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - proxies)];
}

/** Methods the Fetch API cannot represent: Next answers them with a 500 before any of our code runs. */
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** Such a method is renamed `<method>-UNSUPPORTED`, which no route serves, so proxy.ts answers 405. */
export const UNSUPPORTED_METHOD_SUFFIX = '-UNSUPPORTED';

let installed = false;
let trustedHops = 1;

/**
 * Runs on every request the Node server receives, before Next sees it:
 * - appends the socket address to X-Forwarded-For. `next start` only sets the header when it is absent
 *   (`??=`), so a client could otherwise send any address and pick its own rate-limit bucket;
 * - keeps X-Forwarded-Host and -Proto only as trusted proxies set them (see trustedForwardedValue);
 * - renames methods Next cannot turn into a Request (see FETCH_FORBIDDEN_METHODS).
 * `trustedProxyHops` is TRUSTED_PROXY_HOPS; the latest call's value applies.
 */
export function installIncomingRequestHooks(trustedProxyHops = 1): void {
  trustedHops = trustedProxyHops;
  if (installed) return;
  installed = true;
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers['x-forwarded-for'] = appendForwardedFor(
      request.headers['x-forwarded-for'],
      request.socket.remoteAddress,
    );
    for (const name of FORWARDED_ORIGIN_HEADERS) {
      const trusted = trustedForwardedValue(request.headers[name], trustedHops);
      if (trusted === undefined) delete request.headers[name];
      else request.headers[name] = trusted;
    }
    if (request.method && FETCH_FORBIDDEN_METHODS.has(request.method)) {
      request.method += UNSUPPORTED_METHOD_SUFFIX;
    }
  });
}
