// GET /api/pip/corp: the desktop client's mini window, corporate view (your corporation, commodities, top earners).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getPipCorp } from '@/lib/systems/game/desktop-app/pip-views';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => getPipCorp(db, { userId: user.id }));
