// GET /api/public/v1/character/[id]/achievements
import { listCharacterAchievements } from '@/lib/achievements/list-character-achievements';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.characterAchievements, ({ db, params }) =>
  listCharacterAchievements(db, params),
);
