import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshApiKey } from '@/lib/testing/api-keys';
import { callEndpoint, importRoute, routeFileFor, routePathsUnder } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { endpoints } from './catalog';
import { PRIVATE_V1_PREFIX, PUBLIC_V1_PREFIX } from '@/lib/platform/public-api/constants';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { deepStrict } from '@/lib/testing/deep-strict';

// Route handlers read the default database, which this makes the seeded one.
seededSuiteDatabase();
const keys: Record<'public' | 'private', string> = { public: '', private: '' };
const catalog: AnyEndpoint[] = Object.values(endpoints);

beforeAll(async () => {
  keys.public = await freshApiKey('alice', 'public');
  keys.private = await freshApiKey('alice', 'private');
});

/** The body an endpoint promises: `{ ok: true, ...response }`, every object closed to undeclared keys. */
function strictBodySchema(endpoint: AnyEndpoint): z.ZodType {
  const body =
    endpoint.envelope === 'none' ? endpoint.response : endpoint.response.extend({ ok: z.literal(true) });
  return deepStrict(body);
}

describe.each([PUBLIC_V1_PREFIX, PRIVATE_V1_PREFIX])('routes under %s', (prefix) => {
  const cataloged = catalog.filter((endpoint) => endpoint.path.startsWith(`${prefix}/`));

  it('have a route file for every catalog endpoint, exporting its method', async () => {
    for (const endpoint of cataloged) {
      expect(existsSync(routeFileFor(endpoint.path)), endpoint.path).toBe(true);
      expect(typeof (await importRoute(endpoint.path))[endpoint.method], endpoint.path).toBe('function');
    }
  });

  it('have a catalog endpoint for every route file', () => {
    const paths = new Set(cataloged.map((endpoint) => endpoint.path));
    for (const routePath of routePathsUnder(prefix))
      expect(paths.has(routePath), `${routePath} is not in the catalog`).toBe(true);
  });
});

describe('the catalog', () => {
  it('uses each id as its key and each method and path once', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.id).toBe(key);
    expect(new Set(catalog.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size).toBe(
      catalog.length,
    );
  });

  it('derives scope from the path prefix', () => {
    for (const endpoint of catalog) {
      expect(endpoint.scope, endpoint.path).toBe(
        endpoint.path.startsWith(`${PRIVATE_V1_PREFIX}/`) ? 'private' : 'public',
      );
    }
  });

  it('declares found on every enveloped success body, lists included', () => {
    for (const endpoint of catalog.filter((e) => e.envelope !== 'none')) {
      expect(Object.keys(endpoint.response.shape), endpoint.path).toContain('found');
    }
  });

  it('gives every endpoint with a body an example body to call it with', () => {
    for (const endpoint of catalog.filter((e) => e.body)) {
      expect(endpoint.example?.body, endpoint.path).toBeDefined();
    }
  });
});

describe.each(catalog.map((endpoint) => [endpoint.path, endpoint] as const))(
  'contract of %s',
  (_path, endpoint) => {
    it('answers its example as expected, with a body that matches the declared schema exactly', async () => {
      const example = endpoint.example ?? {};
      const expected = { status: 200, found: true, ...example.expect };
      const response = await callEndpoint(endpoint, {
        apiKey: keys[endpoint.scope],
        query: example.query,
        params: example.params,
        body: example.body,
      });
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status, JSON.stringify(body)).toBe(expected.status);
      expect(response.headers.get('X-RateLimit-Limit')).toMatch(/^\d+$/);
      if (expected.status !== 200) return;
      const parsed = strictBodySchema(endpoint).safeParse(body);
      expect(parsed.error?.issues ?? [], 'response does not match the catalog schema').toEqual([]);
      if (endpoint.envelope !== 'none') {
        expect(body.ok).toBe(true);
        expect(body.found).toBe(expected.found);
      }
    });
  },
);
