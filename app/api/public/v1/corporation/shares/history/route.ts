// GET /api/public/v1/corporation/shares/history
import { getShareHistory } from '@/lib/systems/corporations/companies/get-share-history';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.corporationShareHistory, ({ db, query }) => getShareHistory(db, query));
