// POST /api/corporations/[id]/go-public {shares}: list a private corporation (issuance guard).
import { issueShares } from '@/lib/systems/corporations/companies/issue-shares';
import { issueSharesInput } from '@/lib/systems/corporations/companies/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: issueSharesInput, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) =>
    issueShares(db, { userId: user.id, corporationId: params.id, body, kind: 'go_public' }),
);
