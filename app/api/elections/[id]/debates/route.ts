// POST /api/elections/[id]/debates {debateId, answer}: the challenged rival accepts or declines a debate.
import { clientRoute } from '@/lib/platform/http/client-route';
import { answerDebate } from '@/lib/systems/politics/elections/debates';
import { debateAnswerBody } from '@/lib/systems/politics/elections/schemas';

export const POST = clientRoute(
  { auth: 'user', body: debateAnswerBody, rateLimit: 'elections' },
  ({ db, user, params, body }) => answerDebate(db, { userId: user.id, electionId: params.id, ...body }),
);
