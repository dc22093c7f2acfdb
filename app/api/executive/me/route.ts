// GET /api/executive/me?country=: what the caller may do on a country's executive tab (public; guests get nothing to do).
import { clientRoute } from '@/lib/platform/http/client-route';
import { getExecutiveDesk } from '@/lib/systems/politics/executive/get-executive-desk';

export const GET = clientRoute({ auth: 'optional' }, ({ db, user, request }) =>
  getExecutiveDesk(db, {
    userId: user?.id ?? null,
    country: new URL(request.url).searchParams.get('country'),
  }),
);
