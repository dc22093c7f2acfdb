// GET /api/countries/[code]/metrics/history?metric=&limit=: one metric's country aggregates over turns.
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';
import { getMetricHistory } from '@/lib/systems/policy/get-metric-history';

export const GET = clientRoute({ auth: 'none' }, ({ db, params, request }) =>
  getMetricHistory(db, { ...queryObject(request), country: String(params.code) }),
);
