// GET /api/countries/[code]/metrics/history?metric=&limit=: one metric's country aggregates over turns.
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';
import { getMetricHistory } from '@/lib/policy/get-metric-history';

export const GET = clientRoute({ auth: 'none' }, ({ db, params, request }) =>
  getMetricHistory(db, { ...queryObject(request), country: String(params.code) }),
);
