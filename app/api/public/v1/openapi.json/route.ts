// GET /api/public/v1/openapi.json
import { v1Route } from '@/lib/http/v1-route';
import { endpoints } from '@/lib/public-api/catalog';
import { getOpenApiDocument } from '@/lib/public-api/get-openapi-document';

export const GET = v1Route(endpoints.openapi, ({ baseUrl }) => getOpenApiDocument({ baseUrl }));
