// POST /api/legislation/bills/[id]/vote {vote}: a legislator of the bill's chamber votes yes, no or abstain.
import { castBillVote } from '@/lib/systems/politics/legislation/cast-bill-vote';
import { castBillVoteBody } from '@/lib/systems/politics/legislation/schemas';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute(
  { auth: 'user', body: castBillVoteBody, rateLimit: 'legislation' },
  ({ db, user, body, params }) => castBillVote(db, { userId: user.id, billId: params.id, vote: body.vote }),
);
