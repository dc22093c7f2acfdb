// GET /api/public/v1/corporation/shares/history
import { getShareHistory } from '@/lib/corporations/get-share-history';
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';

export const GET = v1Route(endpoints.corporationShareHistory, ({ db, query }) => getShareHistory(db, query));
