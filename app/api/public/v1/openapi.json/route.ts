// GET /api/public/v1/openapi.json
import { v1Route } from '@/lib/platform/http/v1-route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { getOpenApiDocument } from '@/lib/systems/game/api-catalog/get-openapi-document';

export const GET = v1Route(endpoints.openapi, ({ baseUrl }) => getOpenApiDocument({ baseUrl }));
