// GET /api/policy?scope=national|state&stateId=&country=: policy records (SPEC.md PolicyRecordResponse[]).
import { clientRoute } from '@/lib/http/client-route';
import { queryObject } from '@/lib/http/request';
import { getPolicyRecords } from '@/lib/policy/get-policy-records';

export const GET = clientRoute({ auth: 'none' }, ({ db, request }) =>
  getPolicyRecords(db, queryObject(request)),
);
