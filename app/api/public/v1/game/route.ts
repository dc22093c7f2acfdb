// GET /api/public/v1/game
import { getGameSummary } from '@/lib/game/get-game-summary';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.game, ({ db, worldVersion }) => getGameSummary(db, { worldVersion }));
