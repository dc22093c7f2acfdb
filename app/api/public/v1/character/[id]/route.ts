// GET /api/public/v1/character/[id]
import { getCharacter } from '@/lib/characters/get-character';
import { v1Route } from '@/lib/http/v1-route';
import { publicBaseUrl } from '@/lib/public-api/base-url';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.characterById, ({ db, params, request }) =>
  getCharacter(db, { ...params, baseUrl: publicBaseUrl(request) }),
);
