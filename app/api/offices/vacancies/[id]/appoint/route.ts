// POST /api/offices/vacancies/[id]/appoint {characterId}: a player governor names the interim senator.
import { clientRoute } from '@/lib/platform/http/client-route';
import { appointInterim } from '@/lib/systems/politics/vacancies/appoint-interim';
import { appointInterimBody } from '@/lib/systems/politics/vacancies/schemas';

export const POST = clientRoute(
  { auth: 'user', body: appointInterimBody, rateLimit: 'player-action' },
  ({ db, user, body, params }) =>
    appointInterim(db, { userId: user.id, vacancyId: params.id, characterId: body.characterId }),
);
