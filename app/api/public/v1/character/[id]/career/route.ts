// GET /api/public/v1/character/[id]/career
import { v1Route } from '@/lib/http/v1-route';
import { getCareer } from '@/lib/offices/get-career';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.characterCareer, ({ db, params }) => getCareer(db, params));
