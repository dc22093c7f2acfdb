// POST /api/elections/[id]/candidacy: the caller files to stand in the election (costs actions).
import { fileCandidacy } from '@/lib/elections/file-candidacy';
import { clientRoute } from '@/lib/http/client-route';

export const POST = clientRoute({ auth: 'user', rateLimit: 'elections' }, ({ db, user, params }) =>
  fileCandidacy(db, { userId: user.id, electionId: params.id }),
);
