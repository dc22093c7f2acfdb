// POST /api/elections/[id]/endorsements {candidateId}: an office holder or party leader endorses a candidate.
import { clientRoute } from '@/lib/platform/http/client-route';
import { endorseCandidate } from '@/lib/systems/politics/elections/endorsements';
import { endorseBody } from '@/lib/systems/politics/elections/schemas';

export const POST = clientRoute(
  { auth: 'user', body: endorseBody, rateLimit: 'elections' },
  ({ db, user, params, body }) => endorseCandidate(db, { userId: user.id, electionId: params.id, ...body }),
);
