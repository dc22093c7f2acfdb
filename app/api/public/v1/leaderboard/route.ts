// GET /api/public/v1/leaderboard
import { v1Route } from '@/lib/platform/http/v1-route';
import { getLeaderboard } from '@/lib/systems/game/leaderboard/get-leaderboard';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.leaderboard, ({ db, query }) => getLeaderboard(db, query));
