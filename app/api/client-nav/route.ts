// GET /api/client-nav: navigation state for the signed-in user, or the guest manifest without a session.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getClientNav } from '@/lib/systems/game/navigation/get-client-nav';

export const GET = clientRoute({ auth: 'optional' }, async ({ db, user }) => getClientNav(db, user));
