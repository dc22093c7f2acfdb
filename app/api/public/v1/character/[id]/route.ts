// GET /api/public/v1/character/[id]
import { getCharacter } from '@/lib/systems/game/characters/get-character';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.characterById, ({ db, params }) => getCharacter(db, params));
