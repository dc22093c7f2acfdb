// GET /api/public/v1/characters/bulk
import { getCharactersBulk } from '@/lib/characters/get-characters-bulk';
import { v1Route } from '@/lib/http/v1-route';
import { publicBaseUrl } from '@/lib/public-api/base-url';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.charactersBulk, ({ db, query, request }) =>
  getCharactersBulk(db, { ...query, baseUrl: publicBaseUrl(request) }),
);
