import { NextResponse, type NextRequest } from 'next/server';
import { AppError } from '@/lib/platform/errors';
import { screenApiMethod } from '@/lib/platform/http/api-methods';
import { apiErrorResponse } from '@/lib/platform/http/not-found';
import { securityHeaders } from '@/lib/platform/http/security-headers';
import { resolveLegacyAddress } from '@/lib/systems/game/navigation/legacy-addresses';

// POST: Next's server actions and form posts; OPTIONS: CORS preflights (answered by Next).
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

/**
 * Cheap pre-screening and response headers only; every handler still authenticates on its own.
 * - API: unknown or unsupported methods get 405 with Allow (Next would 400, 500 or 405 without Allow);
 *   a public-scope key can never use the private write API, so it is refused before any work.
 * - Pages: a fresh CSP nonce per request, which Next applies to its own scripts; odd methods get 405.
 *   The original game's page addresses (its desktop clients' menus) get a 308 to ours.
 * - Everything: the security headers.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const https = isHttps(request);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const refused = screenApiMethod(request) ?? refusePublicKeyOnPrivateApi(request, pathname);
    const response = refused ?? NextResponse.next();
    return withHeaders(response, securityHeaders({ kind: 'api', https }));
  }
  // Pages render for any method Next can route; a method no browser sends for a page gets 405.
  if (!PAGE_METHODS.has(request.method)) {
    return withHeaders(
      new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } }),
      securityHeaders({ kind: 'api', https }),
    );
  }
  const legacyTarget = resolveLegacyAddress(pathname, request.nextUrl.search);
  if (legacyTarget) {
    // Next refuses a relative Location from the proxy; the target is ours, so it shares the request's origin.
    return withHeaders(
      NextResponse.redirect(new URL(legacyTarget, request.nextUrl.origin), 308),
      securityHeaders({ kind: 'api', https }),
    );
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const headers = securityHeaders({
    kind: 'page',
    https,
    nonce,
    dev: process.env.NODE_ENV === 'development',
  });
  // Next reads the nonce from the request's CSP header; layouts read it from x-nonce.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy']);
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), headers);
}

function refusePublicKeyOnPrivateApi(request: NextRequest, pathname: string): Response | null {
  const publicKey = request.headers.get('x-api-key')?.startsWith('svc_pub_');
  return pathname.startsWith('/api/v1/') && publicKey
    ? apiErrorResponse(request, new AppError('INSUFFICIENT_SCOPE'))
    : null;
}

/** Next fills x-forwarded-proto from the socket when no proxy in front set it. */
function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(/:$/, '')) === 'https';
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Real static files need neither a nonce nor a method check (the front gate gives them their headers);
  // every other path, including near misses such as /_next/staticfoo or /favicon.icox, gets both. No
  // header conditions: a client could add them to skip the 405s and the headers.
  matcher: ['/((?!_next/static/|_next/image$|favicon\\.ico$).*)'],
};
