// GET /api/character/me: the signed-in player's character and corporations, for the desktop clients' menus.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getCharacterMe } from '@/lib/systems/game/desktop-app/get-character-me';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) => getCharacterMe(db, { userId: user.id }));
