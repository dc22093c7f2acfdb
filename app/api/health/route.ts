// GET /api/health: database, worker heartbeat and clock, for load balancers and the admin page.
import { getHealth } from '@/lib/platform/health/get-health';
import { clientRoute } from '@/lib/platform/http/client-route';
import { readWorldClock } from '@/lib/systems/core/game/current-turn';

export const GET = clientRoute({ auth: 'none' }, async ({ db }) => {
  const health = await getHealth(db, readWorldClock);
  // Only a lost database takes the instance out of rotation; a stalled worker is 'degraded' but serves.
  return Response.json(health, {
    status: health.status === 'down' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
});
