// GET /api/public/v1/corporations
import { listCorporations } from '@/lib/corporations/list-corporations';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.corporations, ({ db, query }) => listCorporations(db, query));
