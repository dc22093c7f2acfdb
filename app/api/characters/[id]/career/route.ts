// GET /api/characters/[id]/career: the profile page's career section (public).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getCareer } from '@/lib/systems/politics/offices/get-career';

export const GET = clientRoute({ auth: 'none' }, ({ db, params }) =>
  getCareer(db, { id: String(params.id ?? '') }),
);
