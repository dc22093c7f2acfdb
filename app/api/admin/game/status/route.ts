// PATCH /api/admin/game/status: pause or resume the turn clock ({ status: 'active' | 'paused' }).
import { setGameStatusInput } from '@/lib/systems/core/admin/schemas';
import { setGameStatus } from '@/lib/systems/core/admin/set-game-status';
import { clientRoute } from '@/lib/platform/http/client-route';

export const PATCH = clientRoute({ auth: 'admin', body: setGameStatusInput }, ({ db, body }) =>
  setGameStatus(db, body),
);
