// GET /api/leaderboard?metric&country&limit: the leaderboard page's data.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { getLeaderboard } from '@/lib/systems/core/leaderboard/get-leaderboard';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  getLeaderboard(db, queryObject(request)),
);
