// GET /api/public/v1/characterSearch (alias of /character)
import { searchCharacters } from '@/lib/characters/search-characters';
import { v1Route } from '@/lib/http/v1-route';
import { publicBaseUrl } from '@/lib/public-api/base-url';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.characterSearch, ({ db, query, request }) =>
  searchCharacters(db, { ...query, baseUrl: publicBaseUrl(request) }),
);
