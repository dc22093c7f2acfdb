import { describe, expect, it } from 'vitest';
import { importRoute } from '@/lib/testing/route-files';
import { apiNotFoundResponse } from './not-found';

describe('unknown /api paths', () => {
  it.each([
    ['/api/public/v1/nope', { ok: false, code: 'NOT_FOUND' }],
    ['/api/public/v1', { ok: false, code: 'NOT_FOUND' }],
    ['/api/v1/transfers/x', { ok: false, code: 'NOT_FOUND' }],
  ])('%s gets a 404 in the v1 envelope', async (path, expected) => {
    const response = apiNotFoundResponse(new Request(`http://localhost${path}`));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ...expected, error: expect.stringContaining(path) });
  });

  it.each(['/api/nope', '/api/public/v1x', '/api/v10/game'])(
    '%s gets a 404 in the client envelope',
    async (path) => {
      const response = apiNotFoundResponse(new Request(`http://localhost${path}`, { method: 'POST' }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: `No API endpoint at POST ${path}.`, code: 'NOT_FOUND' });
    },
  );

  it('is what the catch-all route answers for every method', async () => {
    const route = await importRoute('/api/[...path]');
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const handler = route[method]!;
      const response = await handler(new Request('http://localhost/api/public/v1/missing', { method }), {
        params: undefined,
      });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    }
  });
});
