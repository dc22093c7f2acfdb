// POST /api/elections/[id]/campaign {amount}: a candidate spends campaign funds (ledgered) and actions.
import { campaign } from '@/lib/systems/politics/elections/campaign';
import { campaignBody } from '@/lib/systems/politics/elections/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: campaignBody, rateLimit: 'elections' },
  ({ db, user, params, body }) =>
    campaign(db, { userId: user.id, electionId: params.id, amount: body.amount }),
);
