// GET /api/onboarding: the signed-in player's first-day checklist, each step's state, and the reward.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getOnboarding } from '@/lib/systems/game/onboarding/onboarding';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => getOnboarding(db, { userId: user.id }));
