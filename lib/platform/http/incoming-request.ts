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

/** Methods the Fetch API cannot represent: Next answers them with a 500 before any of our code runs. */
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** Such a method is renamed `<method>-UNSUPPORTED`, which no route serves, so proxy.ts answers 405. */
export const UNSUPPORTED_METHOD_SUFFIX = '-UNSUPPORTED';

let installed = false;

/**
 * Runs on every request the Node server receives, before Next sees it:
 * - appends the socket address to X-Forwarded-For. `next start` only sets the header when it is absent
 *   (`??=`), so a client could otherwise send any address and pick its own rate-limit bucket;
 * - renames methods Next cannot turn into a Request (see FETCH_FORBIDDEN_METHODS).
 */
export function installIncomingRequestHooks(): void {
  if (installed) return;
  installed = true;
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers['x-forwarded-for'] = appendForwardedFor(
      request.headers['x-forwarded-for'],
      request.socket.remoteAddress,
    );
    if (request.method && FETCH_FORBIDDEN_METHODS.has(request.method)) {
      request.method += UNSUPPORTED_METHOD_SUFFIX;
    }
  });
}
