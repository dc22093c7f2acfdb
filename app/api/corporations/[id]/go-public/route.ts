// POST /api/corporations/[id]/go-public {shares}: list a private corporation (issuance guard).
import { issueShares } from '@/lib/corporations/issue-shares';
import { issueSharesInput } from '@/lib/corporations/schemas';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: issueSharesInput, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) =>
    issueShares(db, { userId: user.id, corporationId: params.id, body, kind: 'go_public' }),
);
