// GET /api/public/v1/meta
import { v1Route } from '@/lib/http/v1-route';
import { publicBaseUrl } from '@/lib/public-api/base-url';
import { endpoints } from '@/lib/public-api/catalog';
import { getApiMeta } from '@/lib/public-api/get-api-meta';

export const GET = v1Route(endpoints.meta, ({ request }) => getApiMeta({ baseUrl: publicBaseUrl(request) }));
