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

let installed = false;

/**
 * Makes the web server append each request's socket address to X-Forwarded-For before Next sees it.
 * `next start` only sets the header when it is absent (`??=`), so a client could otherwise send any
 * address and pick its own rate-limit bucket.
 */
export function appendSocketPeerToForwardedFor(): void {
  if (installed) return;
  installed = true;
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers['x-forwarded-for'] = appendForwardedFor(
      request.headers['x-forwarded-for'],
      request.socket.remoteAddress,
    );
  });
}
