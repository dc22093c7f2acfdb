// GET /api/public/v1/leaderboard
import { v1Route } from '@/lib/http/v1-route';
import { getLeaderboard } from '@/lib/leaderboard/get-leaderboard';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.leaderboard, ({ db, query }) => getLeaderboard(db, query));
