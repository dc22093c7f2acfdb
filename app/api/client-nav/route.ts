// GET /api/client-nav: navigation state for the signed-in user, or the guest manifest without a session.
import { clientRoute } from '@/lib/http/client-route';
import { getClientNav } from '@/lib/navigation/get-client-nav';

export const GET = clientRoute({ auth: 'optional' }, async ({ db, user }) => getClientNav(db, user));
