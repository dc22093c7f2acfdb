// GET /api/public/v1/government?country= (required: 400 without it)
import { getGovernment } from '@/lib/government/get-government';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.government, ({ db, query }) => getGovernment(db, query));
