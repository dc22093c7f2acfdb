// GET /api/public/v1/parties
import { v1Route } from '@/lib/http/v1-route';
import { listParties } from '@/lib/parties/list-parties';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.parties, ({ db, query }) => listParties(db, query));
