import { createHash } from 'node:crypto';
import fresh from 'fresh';

/**
 * Conditional GETs for v1 reads. The ETag is weak (the same answer, not the same bytes) and always
 * mixes in the account, so one account's tag never validates another's answer. Cache-Control keeps
 * shared caches out and asks clients to revalidate every time.
 */
export const CONDITIONAL_CACHE_CONTROL = 'private, no-cache';

/** `W/"<hash>"` over the parts, which name everything the answer depends on. */
export function weakEtag(parts: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : JSON.stringify(part)).update('\0');
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/**
 * True when the request's If-None-Match already names `etag` (weak comparison, as RFC 9110 asks).
 * The request's Cache-Control is not passed on: fetch() adds `no-cache` to every request that carries
 * If-None-Match, and that directive is for caches on the way, not for the origin answering it.
 */
export function matchesIfNoneMatch(request: Request, etag: string): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  return ifNoneMatch ? fresh({ 'if-none-match': ifNoneMatch }, { etag }) : false;
}

/** 304: no body, the validators and whatever headers the 200 would have carried (rate limit). */
export function notModified(etag: string, headers: Record<string, string>): Response {
  return new Response(null, {
    status: 304,
    headers: { ...headers, ETag: etag, 'Cache-Control': CONDITIONAL_CACHE_CONTROL },
  });
}
