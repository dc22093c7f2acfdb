// GET /api/public/v1/conflicts
import { listConflicts } from '@/lib/systems/world/conflicts/list-conflicts';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.conflicts, ({ db, query }) => listConflicts(db, query));
