// GET /api/public/v1/characters/bulk
import { getCharactersBulk } from '@/lib/systems/game/characters/get-characters-bulk';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.charactersBulk, ({ db, query }) => getCharactersBulk(db, query));
