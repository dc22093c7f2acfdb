// GET /api/public/v1/characters/bulk
import { getCharactersBulk } from '@/lib/characters/get-characters-bulk';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.charactersBulk, ({ db, query }) => getCharactersBulk(db, query));
