// GET /api/countries/[code]/economy: the country economy page's data (public, polled by SWR).
import { getEconomyOverview } from '@/lib/systems/game/country-economy/get-economy-overview';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'none' }, async ({ db, params }) =>
  getEconomyOverview(db, { code: String(params.code ?? '') }),
);
