// GET /api/conflicts?country&status&limit: the world page's conflicts with their control history.
import { getConflictBoard } from '@/lib/systems/world/conflicts/get-conflict-board';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  getConflictBoard(db, queryObject(request)),
);
