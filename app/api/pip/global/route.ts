// GET /api/pip/global: the desktop client's mini window, world view (countries' largest parties, crises, clock); public.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getPipGlobal } from '@/lib/systems/game/desktop-app/pip-views';

export const GET = clientRoute({ auth: 'none' }, ({ db }) => getPipGlobal(db));
