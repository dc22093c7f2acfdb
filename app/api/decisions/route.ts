// GET /api/decisions: the decisions put to the signed-in player's character, open and recent.
import { clientRoute } from '@/lib/platform/http/client-route';
import { listMyDecisions } from '@/lib/systems/core/decisions/list-decisions';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => listMyDecisions(db, { userId: user.id }));
