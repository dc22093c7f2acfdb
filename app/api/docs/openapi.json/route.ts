// GET /api/docs/openapi.json: the v1 OpenAPI document without a key, for /docs/api and code generators.
// It describes the API, nothing of the world, so it needs no key and no database; /api/public/v1/
// openapi.json keeps the key the contract asks for (docs/api-contract.md).
import { publicBaseUrl } from '@/lib/platform/public-api/base-url';
import { getOpenApiDocument } from '@/lib/systems/game/api-catalog/get-openapi-document';

export async function GET(request: Request): Promise<Response> {
  const document = await getOpenApiDocument({ baseUrl: publicBaseUrl(request) });
  // servers[] follows the host asked for, so a shared cache must not serve it to another host.
  return Response.json(document, { headers: { 'Cache-Control': 'private, no-cache' } });
}
