// GET /api/policy?scope=national|state&stateId=&country=: PolicyRecordResponse[] (docs/policy.md).
import { clientRoute } from '@/lib/platform/http/client-route';
import { queryObject } from '@/lib/platform/http/request';
import { getPolicyRecords } from '@/lib/systems/policy/get-policy-records';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  getPolicyRecords(db, queryObject(request)),
);
