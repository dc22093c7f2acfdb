import { describe, expect, it } from 'vitest';
import { bucketLimit } from '@/lib/platform/rate-limit';
import { endpoints } from './catalog';
import { endpointParams } from '@/lib/platform/public-api/endpoint-params';
import { getApiMeta } from './get-api-meta';

describe('/meta', () => {
  it('lists every catalog endpoint with its parameters', async () => {
    const meta = await getApiMeta({ baseUrl: 'https://statecraft.example' });
    expect(meta.endpoints.map((e) => e.id)).toEqual(Object.keys(endpoints));
    const bulk = meta.endpoints.find((e) => e.id === 'charactersBulk')!;
    expect(bulk.url).toBe('https://statecraft.example/api/public/v1/characters/bulk');
    expect(bulk.params).toEqual([
      expect.objectContaining({ name: 'ids', in: 'query', required: true, type: 'string' }),
    ]);
    const byId = meta.endpoints.find((e) => e.id === 'characterById')!;
    expect(byId.params).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const search = meta.endpoints.find((e) => e.id === 'character')!;
    expect(search.params.find((p) => p.name === 'limit')).toMatchObject({ type: 'integer', required: false });
  });

  it('gives auth, rate limits, the OpenAPI location and the stability contract', async () => {
    const meta = await getApiMeta({ baseUrl: 'https://statecraft.example' });
    expect(meta.auth.header).toBe('X-API-Key');
    expect(meta.rateLimits).toContainEqual({
      bucket: 'public-read',
      limit: bucketLimit('public-read'),
      windowSeconds: 60,
      per: 'account',
    });
    expect(meta.openapi.url).toBe('https://statecraft.example/api/public/v1/openapi.json');
    expect(meta.stability.contract).toMatch(/additive/);
    expect(meta.stability.contract).toMatch(/\/v2/);
    expect(meta.stability.contract).toMatch(/ignore/);
  });

  it('has a description for every parameter of every endpoint', () => {
    for (const endpoint of Object.values(endpoints)) {
      for (const param of endpointParams(endpoint)) {
        expect(param.description, `${endpoint.path} ${param.name}`).not.toBe('');
      }
    }
  });
});
