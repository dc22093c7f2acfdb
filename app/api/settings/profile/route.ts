// GET /api/settings/profile: chat id and demographics; PATCH {chatId?, demographics?}: updates them.
import { clientRoute } from '@/lib/platform/http/client-route';
import { updateProfileInput } from '@/lib/systems/core/characters/profile-schemas';
import { getPlayerProfile, updatePlayerProfile } from '@/lib/systems/core/characters/update-profile';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => getPlayerProfile(db, { userId: user.id }));

export const PATCH = clientRoute(
  { auth: 'user', body: updateProfileInput, rateLimit: 'player-action' },
  ({ db, user, body }) => updatePlayerProfile(db, { userId: user.id, ...body }),
);
