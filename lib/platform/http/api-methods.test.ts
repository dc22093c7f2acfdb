import { describe, expect, it } from 'vitest';
import { importRoute, routePathsUnder } from '@/lib/testing/route-files';
import { API_ROUTE_METHODS, allowedMethods, screenApiMethod } from './api-methods';

const EXPORTABLE = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('API_ROUTE_METHODS', () => {
  it('lists every API route with exactly the methods its route file exports', async () => {
    const routes = routePathsUnder('/api').filter((route) => route !== '/api/[...path]');
    const actual: Record<string, string[]> = {};
    for (const route of routes.sort()) {
      const exported = await importRoute(route);
      actual[route] = EXPORTABLE.filter((method) => typeof exported[method] === 'function');
    }
    const declared = Object.fromEntries(
      Object.entries(API_ROUTE_METHODS)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([route, methods]) => [route, [...methods]]),
    );
    expect(actual).toEqual(declared);
  }, 60_000);
});

describe('allowedMethods', () => {
  it('adds HEAD to GET routes and OPTIONS everywhere, and resolves dynamic segments', () => {
    expect(allowedMethods('/api/health')).toBe('GET, HEAD, OPTIONS');
    expect(allowedMethods('/api/settings/api-keys')).toBe('GET, HEAD, OPTIONS, POST');
    expect(allowedMethods('/api/settings/api-keys/abc123')).toBe('DELETE, OPTIONS');
    expect(allowedMethods('/api/public/v1/character/871')).toBe('GET, HEAD, OPTIONS');
    expect(allowedMethods('/api/public/v1/openapi.json')).toBe('GET, HEAD, OPTIONS');
    expect(allowedMethods('/api/public/v1/openapiXjson')).toBeNull();
    expect(allowedMethods('/api/nope')).toBeNull();
  });
});

describe('screenApiMethod', () => {
  const screen = (method: string, path: string) =>
    screenApiMethod(new Request(`http://localhost:3000${path}`, { method }));

  it('answers TRACE and other unknown methods with 405 and the route’s Allow list, in its envelope', async () => {
    // The web server renames TRACE before Next sees it (lib/platform/http/incoming-request.ts).
    const trace = screen('TRACE-UNSUPPORTED', '/api/health')!;
    expect(trace.status).toBe(405);
    expect(trace.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await trace.json()).toEqual({
      error: 'TRACE is not supported here. Allowed: GET, HEAD, OPTIONS.',
      code: 'METHOD_NOT_ALLOWED',
    });

    const v1 = screen('PROPFIND', '/api/public/v1/game')!;
    expect(v1.status).toBe(405);
    expect(await v1.json()).toEqual({ ok: false, error: expect.any(String), code: 'METHOD_NOT_ALLOWED' });
  });

  it('answers a known method the route lacks with 405 and Allow', () => {
    const response = screen('DELETE', '/api/settings/theme')!;
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('OPTIONS, PATCH');
  });

  it('lets allowed methods through, and unknown paths reach the JSON 404', async () => {
    expect(screen('PATCH', '/api/settings/theme')).toBeNull();
    expect(screen('HEAD', '/api/health')).toBeNull();
    expect(screen('OPTIONS', '/api/auth/login')).toBeNull();
    expect(screen('POST', '/api/nope')).toBeNull();
    const unknown = screen('PROPFIND', '/api/nope')!;
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
