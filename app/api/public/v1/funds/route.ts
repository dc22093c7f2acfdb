// GET /api/public/v1/funds
import { getFunds } from '@/lib/funds/get-funds';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.funds, ({ db, query }) => getFunds(db, query));
