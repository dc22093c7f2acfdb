// PATCH /api/admin/game/flags: { transfersPaused?, forexEnabled? } (admins only).
import { setGameFlagsInput } from '@/lib/admin/schemas';
import { setGameFlags } from '@/lib/admin/set-game-flags';
import { clientRoute } from '@/lib/http/client-route';

export const PATCH = clientRoute({ auth: 'admin', body: setGameFlagsInput }, ({ db, body }) =>
  setGameFlags(db, body),
);
