// GET /api/public/v1/funds
import { getFunds } from '@/lib/systems/corporations/funds/get-funds';
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const GET = v1Route(endpoints.funds, ({ db, query }) => getFunds(db, query));
