// GET /api/public/v1/meta
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { getApiMeta } from '@/lib/public-api/get-api-meta';

export const GET = v1Route(endpoints.meta, ({ baseUrl }) => getApiMeta({ baseUrl }));
