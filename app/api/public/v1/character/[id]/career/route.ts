// GET /api/public/v1/character/[id]/career
import { v1Route } from '@/lib/platform/http/v1-route';
import { getCareer } from '@/lib/systems/politics/offices/get-career';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.characterCareer, ({ db, params }) => getCareer(db, params));
