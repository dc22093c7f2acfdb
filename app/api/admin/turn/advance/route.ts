// POST /api/admin/turn/advance: run one turn now through the same engine and lock as the worker.
import { clientRoute } from '@/lib/platform/http/client-route';
import { advanceTurnNow } from '@/lib/systems/game/turn/advance-turn-now';

export const POST = clientRoute({ auth: 'admin' }, ({ db }) => advanceTurnNow(db));
