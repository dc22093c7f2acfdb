import { NextResponse, type NextRequest } from 'next/server';

/**
 * Cheap pre-screening only: a public-scope key can never use the private write API, so refuse it
 * before any work. Every handler still authenticates the key itself.
 */
export function proxy(request: NextRequest) {
  const key = request.headers.get('x-api-key');
  if (key?.startsWith('svc_pub_')) {
    return NextResponse.json(
      { ok: false, error: 'This endpoint needs a private-scope API key.', code: 'INSUFFICIENT_SCOPE' },
      { status: 403 },
    );
  }
  return NextResponse.next();
}

export const config = { matcher: '/api/v1/:path*' };
