// PATCH /api/admin/game/flags: { transfersPaused?, forexEnabled? } (admins only).
import { setGameFlagsInput } from '@/lib/systems/core/admin/schemas';
import { setGameFlags } from '@/lib/systems/core/admin/set-game-flags';
import { clientRoute } from '@/lib/platform/http/client-route';

export const PATCH = clientRoute({ auth: 'admin', body: setGameFlagsInput }, ({ db, body }) =>
  setGameFlags(db, body),
);
