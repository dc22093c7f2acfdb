// GET /api/public/v1/corporation?name=|id= (sequential id)
import { getCorporation } from '@/lib/corporations/get-corporation';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.corporation, ({ db, query }) => getCorporation(db, query));
