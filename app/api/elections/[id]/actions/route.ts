// POST /api/elections/[id]/actions {kind, regionId?, amount?, targetCharacterId?}: one campaign action.
import { campaignAction } from '@/lib/systems/politics/elections/campaign-actions';
import { campaignActionBody } from '@/lib/systems/politics/elections/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: campaignActionBody, rateLimit: 'elections' },
  ({ db, user, params, body }) => campaignAction(db, { userId: user.id, electionId: params.id, ...body }),
);
