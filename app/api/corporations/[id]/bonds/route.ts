// POST /api/corporations/[id]/bonds {amount, maturityTurns}: the CEO or majority owner issues a bond.
import { issueCorporateBond } from '@/lib/systems/corporations/bonds/issue-corporate-bond';
import { issueBondBody } from '@/lib/systems/corporations/bonds/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'user', body: issueBondBody }, ({ db, user, body, params }) =>
  issueCorporateBond(db, { userId: user.id, corporationId: params.id, ...body }),
);
