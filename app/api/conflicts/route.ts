// GET /api/conflicts?country&status&limit: the world page's conflicts with their control history.
import { getConflictBoard } from '@/lib/conflicts/get-conflict-board';
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  getConflictBoard(db, queryObject(request)),
);
