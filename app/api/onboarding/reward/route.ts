// POST /api/onboarding/reward: pays the first-day reward once the checklist is complete, once per character.
import { clientRoute } from '@/lib/platform/http/client-route';
import { claimOnboardingReward } from '@/lib/systems/game/onboarding/onboarding';

export const POST = clientRoute({ auth: 'user' }, ({ db, user }) =>
  claimOnboardingReward(db, { userId: user.id }),
);
