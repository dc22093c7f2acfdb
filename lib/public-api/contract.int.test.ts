import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '@/models';
import { createApiKey } from '../auth/api-keys';
import { createSeededTestDatabase } from '../testing/seeded-database';
import type { TestDatabase } from '../testing/test-database';
import { endpoints } from './catalog';
import { PUBLIC_V1_PREFIX } from './constants';
import type { AnyEndpoint } from './define-endpoint';
import { deepStrict } from './deep-strict';
import { callEndpoint, routeFileFor, routePathsUnder } from '../testing/route-files';

let database: TestDatabase;
let apiKey: string;
const catalog: AnyEndpoint[] = Object.values(endpoints);

beforeAll(async () => {
  database = await createSeededTestDatabase();
  const [alice] = await database.db.select().from(users).where(eq(users.username, 'alice'));
  apiKey = (await createApiKey(database.db, alice!.id, { scope: 'public', name: 'contract test' })).token;
});
afterAll(() => database?.close());

/** The body an endpoint promises: `{ ok: true, ...response }`, every object closed to undeclared keys. */
function strictBodySchema(endpoint: AnyEndpoint): z.ZodType {
  const body =
    endpoint.envelope === 'none' ? endpoint.response : endpoint.response.extend({ ok: z.literal(true) });
  return deepStrict(body);
}

describe('public v1 catalog', () => {
  it('has a route file for every endpoint and an endpoint for every route file', () => {
    for (const endpoint of catalog) expect(existsSync(routeFileFor(endpoint.path)), endpoint.path).toBe(true);
    const cataloged = new Set(catalog.map((endpoint) => endpoint.path));
    const routed = routePathsUnder(PUBLIC_V1_PREFIX);
    expect(routed.length).toBeGreaterThanOrEqual(
      catalog.filter((e) => e.path.startsWith(PUBLIC_V1_PREFIX)).length,
    );
    for (const routePath of routed)
      expect(cataloged.has(routePath), `${routePath} is not in the catalog`).toBe(true);
  });

  it('uses each id as its key and each path once', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.id).toBe(key);
    expect(new Set(catalog.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size).toBe(
      catalog.length,
    );
  });
});

describe.each(catalog.map((endpoint) => [endpoint.path, endpoint] as const))(
  'contract of %s',
  (_path, endpoint) => {
    it('answers its example with a body that matches the declared schema exactly', async () => {
      const response = await callEndpoint(endpoint, {
        apiKey,
        query: endpoint.example?.query,
        params: endpoint.example?.params,
      });
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status, JSON.stringify(body)).toBe(200);
      const parsed = strictBodySchema(endpoint).safeParse(body);
      expect(parsed.error?.issues ?? [], 'response does not match the catalog schema').toEqual([]);
      if (endpoint.envelope !== 'none') {
        expect(body.ok).toBe(true);
        // Examples name real demo-world data, so the full shape is checked, not just the miss case.
        expect(body.found).toBe(true);
      }
      expect(response.headers.get('X-RateLimit-Limit')).toMatch(/^\d+$/);
    });
  },
);
