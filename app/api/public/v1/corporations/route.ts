// GET /api/public/v1/corporations
import { listCorporations } from '@/lib/systems/corporations/companies/list-corporations';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.corporations, ({ db, query }) => listCorporations(db, query));
