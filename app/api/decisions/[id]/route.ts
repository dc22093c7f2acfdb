// POST /api/decisions/[id] {option}: the addressee chooses an option.
import { clientRoute } from '@/lib/platform/http/client-route';
import { decideDecision } from '@/lib/systems/core/decisions/decide-decision';
import { decideBody } from '@/lib/systems/core/decisions/schemas';

export const POST = clientRoute(
  { auth: 'user', body: decideBody, rateLimit: 'legislation' },
  ({ db, user, body, params }) =>
    decideDecision(db, { userId: user.id, decisionId: params.id, option: body.option }),
);
