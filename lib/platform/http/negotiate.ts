import Negotiator from 'negotiator';

const OFFERED = ['application/json', 'text/event-stream'];

/**
 * True when the request's Accept header prefers a Server-Sent Events stream over JSON (q-values and
 * wildcards per RFC 9110). No Accept, `*\/*` or a tie keeps JSON, the resource's ordinary answer.
 */
export function prefersEventStream(request: Request): boolean {
  return acceptPrefersEventStream(request.headers.get('accept'));
}

/** The same test on a raw Accept header (a Node request's). */
export function acceptPrefersEventStream(accept: string | null | undefined): boolean {
  if (!accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType(OFFERED) === 'text/event-stream';
}
