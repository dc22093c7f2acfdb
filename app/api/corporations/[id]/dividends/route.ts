// POST /api/corporations/[id]/dividends {ratePct}: set the dividend rate (CEO or controlling holder).
import { setDividendRate } from '@/lib/systems/corporations/companies/set-dividend-rate';
import { setDividendRateInput } from '@/lib/systems/corporations/companies/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: setDividendRateInput, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) => setDividendRate(db, { userId: user.id, corporationId: params.id, body }),
);
