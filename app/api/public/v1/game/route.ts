// GET /api/public/v1/game
import { getGameSummary } from '@/lib/systems/core/game/get-game-summary';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.game, ({ db, worldVersion }) => getGameSummary(db, { worldVersion }));
