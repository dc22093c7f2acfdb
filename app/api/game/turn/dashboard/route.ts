// GET /api/game/turn/dashboard: the desktop client's tray and mini-window bar (clock, actions, money, standing,
// income, nearest election), in the original game's field names (docs/compatibility.md).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getTurnDashboard } from '@/lib/systems/game/desktop-app/get-turn-dashboard';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => getTurnDashboard(db, { userId: user.id }));
