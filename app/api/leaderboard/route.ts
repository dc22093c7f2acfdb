// GET /api/leaderboard?metric&country&limit: the leaderboard page's data.
import { queryObject } from '@/lib/http/request';
import { clientRoute } from '@/lib/http/client-route';
import { getLeaderboard } from '@/lib/leaderboard/get-leaderboard';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  getLeaderboard(db, queryObject(request)),
);
