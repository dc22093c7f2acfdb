// GET /api/public/v1/parties
import { v1Route } from '@/lib/platform/http/v1-route';
import { listParties } from '@/lib/systems/politics/parties/list-parties';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.parties, ({ db, query }) => listParties(db, query));
