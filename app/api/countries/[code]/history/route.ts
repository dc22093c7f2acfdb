// GET /api/countries/[code]/history?limit&type&beforeTurn: the country history page's data.
import { listCountryHistory } from '@/lib/systems/core/history/list-country-history';
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';

export const GET = clientRoute({ auth: 'none' }, ({ db, params, request }) =>
  listCountryHistory(db, { ...queryObject(request), code: String(params.code ?? '') }),
);
