import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { PRIVATE_V1_PREFIX, PUBLIC_V1_PREFIX } from '@/lib/platform/public-api/constants';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { endpointParams } from '@/lib/platform/public-api/endpoint-params';
import { freshApiKey } from '@/lib/testing/api-keys';
import { loginAs } from '@/lib/testing/client-requests';
import { callClientRoute, CLIENT_ROUTES, clientRouteFields } from '@/lib/testing/client-routes';
import { callEndpoint, routePathsUnder } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { trackWrites } from '@/lib/testing/write-marks';

/**
 * Section 3 of issue 5: every input the catalog and the client routes declare is fed hostile text.
 * The answer is a 400 BAD_REQUEST in the endpoint's envelope, or a proper answer; never a 5xx, and a
 * refused request writes nothing.
 */

type Hostile = { label: string; value: string; mustRefuse: boolean };
const HOSTILE: Hostile[] = [
  { label: 'NUL', value: '🙂\u0000', mustRefuse: true },
  { label: 'escape character', value: 'a\u001bb', mustRefuse: true },
  { label: 'lone surrogate', value: 'a\ud83d', mustRefuse: true },
  { label: '10 kB string', value: 'x'.repeat(10_240), mustRefuse: true },
  { label: 'right-to-left marks', value: '\u200f\u202eabc\u200e', mustRefuse: false },
];

const database = seededSuiteDatabase();
let apiKey: string;
/**
 * What a refused request must leave alone: every table but the bookkeeping any request may touch
 * (limiter counters, sessions, a key's last use). The database logs each write (trackWrites), so a mark
 * is one small read, taken twice for each of the ~1,500 cases.
 */
let snapshot: () => Promise<string>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  apiKey = await freshApiKey('carol', 'private');
  for (const user of ['alice', 'bob', 'carol', 'admin']) cookies[user] = await loginAs(user);
  snapshot = await trackWrites(database.db, {
    skipTables: ['rate_limits', 'worker_heartbeats', 'sessions'],
    compareByContent: { api_keys: ['id', 'user_id', 'prefix', 'token_hash', 'scope', 'name', 'revoked_at'] },
  });
});

async function expectAnswer(
  response: Response,
  hostile: Hostile,
  before: string,
  envelope: 'v1' | 'client',
  where: string,
) {
  const body = (await response.json()) as Record<string, unknown>;
  const what = `${where} with ${hostile.label}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`;
  expect(response.status, what).toBeLessThan(500);
  if (hostile.mustRefuse) {
    expect(response.status, what).toBe(400);
    expect(body, what).toEqual(
      envelope === 'v1'
        ? { ok: false, error: expect.any(String), code: 'BAD_REQUEST' }
        : { error: expect.any(String), code: 'BAD_REQUEST' },
    );
  }
  if (response.status >= 400) expect(await snapshot(), `${what} wrote to the database`).toBe(before);
}

const catalogCases = Object.values(endpoints).flatMap((endpoint: AnyEndpoint) => {
  const bodyFields = endpoint.body instanceof z.ZodObject ? Object.keys(endpoint.body.shape) : [];
  const fields = [
    ...endpointParams(endpoint).map((param) => ({ name: param.name, in: param.in })),
    ...bodyFields.map((name) => ({ name, in: 'body' as const })),
  ];
  return fields.flatMap((field) =>
    HOSTILE.map((hostile) => ({
      endpoint,
      field,
      hostile,
      id: `${endpoint.path} ${field.in} ${field.name}`,
    })),
  );
});

describe('hostile text in v1 inputs', () => {
  it('covers every input the catalog declares', () => {
    expect(catalogCases.length).toBeGreaterThan(0);
  });

  it.each(catalogCases.map((c) => [`${c.id} <- ${c.hostile.label}`, c] as const))('%s', async (_name, c) => {
    const example = c.endpoint.example ?? {};
    const query = { ...example.query };
    const params = { ...example.params };
    const body = example.body === undefined ? undefined : { ...(example.body as object) };
    if (c.field.in === 'query') query[c.field.name] = c.hostile.value;
    if (c.field.in === 'path') params[c.field.name] = c.hostile.value;
    if (c.field.in === 'body') (body as Record<string, unknown>)[c.field.name] = c.hostile.value;
    // A query string cannot carry a lone surrogate (URL encoding makes it U+FFFD): not a refusal case.
    const hostile =
      c.field.in === 'query' && c.hostile.label === 'lone surrogate'
        ? { ...c.hostile, mustRefuse: false }
        : c.hostile;
    const before = await snapshot();
    const response = await callEndpoint(c.endpoint, { apiKey, query, params, body });
    await expectAnswer(response, hostile, before, 'v1', c.id);
  });
});

const clientCases = CLIENT_ROUTES.flatMap((route) =>
  clientRouteFields(route).flatMap((field) => HOSTILE.map((hostile) => ({ route, field, hostile }))),
);

describe('hostile text in client inputs', () => {
  it('lists every client route file', () => {
    const listed = new Set(CLIENT_ROUTES.map((route) => route.path));
    const v1 = [PUBLIC_V1_PREFIX, PRIVATE_V1_PREFIX];
    for (const path of routePathsUnder('/api')) {
      if (v1.some((prefix) => path.startsWith(`${prefix}/`)) || path === '/api/[...path]') continue;
      expect(listed.has(path), `${path} is missing from CLIENT_ROUTES`).toBe(true);
    }
  });

  it.each(
    clientCases.map(
      (c) => [`${c.route.method} ${c.route.path} ${c.field.name} <- ${c.hostile.label}`, c] as const,
    ),
  )('%s', async (name, c) => {
    const swap = (where: 'body' | 'path' | 'query', values: Record<string, unknown> | undefined) =>
      values && { ...values, ...(c.field.in === where ? { [c.field.name]: c.hostile.value } : {}) };
    const body = swap('body', c.route.body);
    const params = swap('path', c.route.params) as Record<string, string> | undefined;
    const query = swap('query', c.route.query) as Record<string, string> | undefined;
    // As for v1: a query string cannot carry a lone surrogate (URL encoding makes it U+FFFD).
    const hostile =
      c.field.in === 'query' && c.hostile.label === 'lone surrogate'
        ? { ...c.hostile, mustRefuse: false }
        : c.hostile;
    const before = await snapshot();
    const response = await callClientRoute(c.route, {
      body,
      params,
      query,
      cookie: c.route.as ? cookies[c.route.as] : undefined,
    });
    await expectAnswer(response, hostile, before, 'client', name);
  });
});
