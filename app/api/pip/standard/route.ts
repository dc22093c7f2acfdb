// GET /api/pip/standard: the desktop client's mini window, standard view (standing, income, notifications).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getPipStandard } from '@/lib/systems/game/desktop-app/pip-views';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => getPipStandard(db, { user }));
