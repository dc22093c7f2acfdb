import { describe, expect, it } from 'vitest';
import { getOpenApiDocument } from '@/lib/systems/game/api-catalog/get-openapi-document';
import { GET } from '@/app/api/docs/openapi.json/route';

describe('GET /api/docs/openapi.json', () => {
  it('serves the v1 document without a key, with servers set to the host the reader asked for', async () => {
    const response = await GET(new Request('https://play.example/api/docs/openapi.json'));
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document).toEqual(await getOpenApiDocument({ baseUrl: 'https://play.example' }));
    expect(document.paths['/api/public/v1/game'].get.operationId).toBe('game');
  });
});
