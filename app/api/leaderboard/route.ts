// GET /api/leaderboard?metric&country&limit&who: the leaderboard page's data, with the viewer's own rank.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { getLeaderboardPage } from '@/lib/systems/game/leaderboard/get-leaderboard';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, request }) =>
  getLeaderboardPage(db, { userId: user?.id ?? null, query: queryObject(request) }),
);
