// GET /api/public/v1/conflicts
import { listConflicts } from '@/lib/conflicts/list-conflicts';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.conflicts, ({ db, query }) => listConflicts(db, query));
