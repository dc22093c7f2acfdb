// GET /api/funds?country=&scope=: the fund list (v1 shape), highest NAV first, for the funds page.
import { getFunds } from '@/lib/systems/corporations/funds/get-funds';
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) => getFunds(db, queryObject(request)));
