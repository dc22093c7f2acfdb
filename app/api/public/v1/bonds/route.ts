// GET /api/public/v1/bonds
import { listBonds } from '@/lib/systems/corporations/bonds/list-bonds';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.bonds, ({ db, query }) => listBonds(db, query));
