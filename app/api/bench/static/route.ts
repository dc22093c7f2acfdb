// GET /api/bench/static: a bare JSON response with no auth, database or limiter; the bench's ceiling.
// It exists only when the server runs with BENCH=1, as the bench starts it.
import { benchEnabled } from '@/lib/platform/env';
import { apiNotFoundResponse } from '@/lib/platform/http/not-found';

// Dynamic, because the BENCH check must happen at run time, not when the build prerenders it.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  if (!benchEnabled()) return apiNotFoundResponse(request);
  return Response.json({ ok: true });
}
