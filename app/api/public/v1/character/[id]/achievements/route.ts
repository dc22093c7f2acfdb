// GET /api/public/v1/character/[id]/achievements
import { listCharacterAchievements } from '@/lib/systems/core/achievements/list-character-achievements';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.characterAchievements, ({ db, params }) =>
  listCharacterAchievements(db, params),
);
