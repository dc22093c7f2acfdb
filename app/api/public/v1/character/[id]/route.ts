// GET /api/public/v1/character/[id]
import { getCharacter } from '@/lib/characters/get-character';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.characterById, ({ db, params }) => getCharacter(db, params));
