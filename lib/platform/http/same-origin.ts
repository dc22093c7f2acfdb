import { AppError } from '@/lib/platform/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this request was addressed to: scheme, host and port, as the proxy in front of us saw them. */
function ownOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.slice(0, -1);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Cookie-authenticated writes must come from our own origin (CSRF defence in depth): the Origin must
 * match scheme, host and port, and a browser's `Sec-Fetch-Site: cross-site` is refused outright.
 * A request without Origin passes: the desktop client sends none, and browsers always send one on writes.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new AppError('ORIGIN_MISMATCH');
  const origin = request.headers.get('origin');
  if (!origin) return;
  let claimed: string;
  try {
    claimed = new URL(origin).origin;
  } catch {
    throw new AppError('ORIGIN_MISMATCH');
  }
  if (claimed === 'null' || claimed !== ownOrigin(request)) throw new AppError('ORIGIN_MISMATCH');
}
