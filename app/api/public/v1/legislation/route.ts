// GET /api/public/v1/legislation
import { v1Route } from '@/lib/http/v1-route';
import { listBills } from '@/lib/legislation/list-bills';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.legislation, ({ db, query }) => listBills(db, query));
