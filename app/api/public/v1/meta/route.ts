// GET /api/public/v1/meta
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { getApiMeta } from '@/lib/systems/game/api-catalog/get-api-meta';

export const GET = v1Route(endpoints.meta, ({ baseUrl }) => getApiMeta({ baseUrl }));
