// POST /api/elections/[id]/candidacy: the caller files to stand in the election (costs actions).
import { fileCandidacy } from '@/lib/systems/politics/elections/file-candidacy';
import { clientRoute } from '@/lib/platform/http/client-route';

export const POST = clientRoute({ auth: 'user', rateLimit: 'elections' }, ({ db, user, params }) =>
  fileCandidacy(db, { userId: user.id, electionId: params.id }),
);
