// GET /api/pip/elections: the desktop client's mini window, elections view (your race, races ahead, chambers).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getPipElections } from '@/lib/systems/game/desktop-app/pip-views';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => getPipElections(db, { userId: user.id }));
