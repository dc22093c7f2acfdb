// GET /api/settings/policy: the caller's positions; POST {axis, direction}: one step (docs/policy.md).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getPolicyPositions } from '@/lib/systems/policy/get-policy-positions';
import { shiftPolicyPositionInput } from '@/lib/systems/policy/schemas';
import { shiftPolicyPosition } from '@/lib/systems/policy/shift-policy-position';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) =>
  getPolicyPositions(db, { userId: user.id }),
);

export const POST = clientRoute(
  { auth: 'user', body: shiftPolicyPositionInput, rateLimit: 'policy-shift' },
  ({ db, user, body }) => shiftPolicyPosition(db, { userId: user.id, ...body }),
);
