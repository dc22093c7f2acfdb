// GET /api/funds?country=&scope=: the fund list (v1 shape), highest NAV first, for the funds page.
import { getFunds } from '@/lib/funds/get-funds';
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) => getFunds(db, queryObject(request)));
