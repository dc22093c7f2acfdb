// GET /api/bench/static: a prerendered JSON response with no auth, database or limiter; the bench's ceiling.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json({ ok: true });
}
