// POST /api/confidence-votes/question: the head of government asks parliament for its confidence (Germany, Art. 68).
import { clientRoute } from '@/lib/platform/http/client-route';
import { askConfidenceQuestion } from '@/lib/systems/politics/vacancies/confidence/confidence-verbs';

export const POST = clientRoute({ auth: 'user', rateLimit: 'legislation' }, ({ db, user }) =>
  askConfidenceQuestion(db, { userId: user.id }),
);
