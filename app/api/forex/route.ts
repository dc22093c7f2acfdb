// GET /api/forex: the forex page's data (public, polled by SWR).
import { getForexOverview } from '@/lib/systems/economy/forex/get-forex-overview';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'none' }, async ({ db }) => getForexOverview(db));
