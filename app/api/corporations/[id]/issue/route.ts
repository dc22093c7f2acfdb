// POST /api/corporations/[id]/issue {shares}: list new shares on the public float (issuance guard).
import { issueShares } from '@/lib/systems/corporations/companies/issue-shares';
import { issueSharesInput } from '@/lib/systems/corporations/companies/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: issueSharesInput, rateLimit: 'corporation-action' },
  ({ db, user, body, params }) =>
    issueShares(db, { userId: user.id, corporationId: params.id, body, kind: 'public_issuance' }),
);
