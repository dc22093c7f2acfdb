// GET /api/public/v1/character (and its alias /characterSearch, which re-exports this)
import { searchCharacters } from '@/lib/systems/game/characters/search-characters';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.character, ({ db, query }) => searchCharacters(db, query));
