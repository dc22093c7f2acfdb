import { GET as countryEconomyPage } from './countries/[code]/economy/route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PATCH as setGameStatus } from '@/app/api/admin/game/status/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as countryMetricsHistory } from '@/app/api/countries/[code]/metrics/history/route';
import { GET as countryMetrics } from '@/app/api/countries/[code]/metrics/route';
import { GET as policyRecords } from '@/app/api/policy/route';
import { DELETE as revokeKey } from '@/app/api/settings/api-keys/[id]/route';
import { POST as createKey } from '@/app/api/settings/api-keys/route';
import { POST as shiftPolicy } from '@/app/api/settings/policy/route';
import { PATCH as setTheme } from '@/app/api/settings/theme/route';
import { endpoints } from '@/lib/public-api/catalog';
import { PRIVATE_V1_PREFIX, PUBLIC_V1_PREFIX } from '@/lib/public-api/constants';
import type { AnyEndpoint } from '@/lib/public-api/define-endpoint';
import { endpointParams } from '@/lib/public-api/endpoint-params';
import { freshApiKey } from '@/lib/testing/api-keys';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { callEndpoint, routePathsUnder } from '@/lib/testing/route-files';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { stateHash } from '@/lib/testing/state-hash';
import type { TestDatabase } from '@/lib/testing/test-database';

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

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
interface ClientInput {
  path: string;
  method: string;
  handler?: Handler;
  /** Who calls it: a username to sign in as, or nobody. */
  as?: string;
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** Every client route, with a valid call each hostile value is swapped into one field at a time. */
const CLIENT_ROUTES: ClientInput[] = [
  {
    path: '/api/auth/login',
    method: 'POST',
    handler: login,
    body: { email: 'alice', password: 'not-her-password' },
  },
  {
    path: '/api/auth/register',
    method: 'POST',
    handler: register,
    body: { email: 'hostile@example.com', username: 'hostile', password: 'long enough pw', displayName: 'H' },
  },
  { path: '/api/settings/theme', method: 'PATCH', handler: setTheme, as: 'alice', body: { theme: 'dark' } },
  {
    path: '/api/settings/api-keys',
    method: 'POST',
    handler: createKey,
    as: 'bob',
    body: { scope: 'public', name: 'k' },
  },
  {
    path: '/api/settings/api-keys/[id]',
    method: 'DELETE',
    handler: revokeKey,
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/settings/policy',
    method: 'POST',
    handler: shiftPolicy,
    as: 'alice',
    body: { axis: 'economic', direction: 1 },
  },
  {
    path: '/api/policy',
    method: 'GET',
    handler: policyRecords,
    query: { scope: 'state', stateId: 'CA', country: 'US' },
  },
  {
    path: '/api/countries/[code]/metrics',
    method: 'GET',
    handler: countryMetrics,
    params: { code: 'us' },
    query: { category: 'economic' },
  },
  {
    path: '/api/countries/[code]/metrics/history',
    method: 'GET',
    handler: countryMetricsHistory,
    params: { code: 'us' },
    query: { metric: 'gdpGrowth', limit: '10' },
  },
  {
    path: '/api/admin/game/status',
    method: 'PATCH',
    handler: setGameStatus,
    as: 'admin',
    body: { status: 'active' },
  },
  {
    path: '/api/countries/[code]/economy',
    method: 'GET',
    handler: countryEconomyPage,
    params: { code: 'us' },
  },
  // No inputs beyond the session: listed so the parity check below knows they were considered.
  { path: '/api/admin/overview', method: 'GET' },
  { path: '/api/admin/turn/advance', method: 'POST' },
  { path: '/api/auth/logout', method: 'POST' },
  { path: '/api/bench/static', method: 'GET' },
  { path: '/api/client-nav', method: 'GET' },
  { path: '/api/client-status', method: 'GET' },
  { path: '/api/error-codes', method: 'GET' },
  { path: '/api/health', method: 'GET' },
  { path: '/api/settings/api-keys', method: 'GET' },
  { path: '/api/settings/policy', method: 'GET' },
];

let database: TestDatabase;
let apiKey: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = await createSeededTestDatabase();
  apiKey = await freshApiKey('carol', 'private');
  for (const user of ['alice', 'bob', 'admin']) cookies[user] = await loginAs(user);
});
afterAll(() => database?.close());

/** The database minus bookkeeping every request may touch (limiter counters, key last-use). */
const snapshot = () =>
  stateHash(database.db, {
    skipTables: ['rate_limits', 'worker_heartbeats'],
    skipColumns: ['api_keys.last_used_at'],
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

const clientCases = CLIENT_ROUTES.filter((route) => route.handler).flatMap((route) =>
  [
    ...Object.keys(route.body ?? {}).map((name) => ({ name, in: 'body' as const })),
    ...Object.keys(route.params ?? {}).map((name) => ({ name, in: 'path' as const })),
    ...Object.keys(route.query ?? {}).map((name) => ({ name, in: 'query' as const })),
  ].flatMap((field) => HOSTILE.map((hostile) => ({ route, field, hostile }))),
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
    const search = query ? `?${new URLSearchParams(query)}` : '';
    // As for v1: a query string cannot carry a lone surrogate (URL encoding makes it U+FFFD).
    const hostile =
      c.field.in === 'query' && c.hostile.label === 'lone surrogate'
        ? { ...c.hostile, mustRefuse: false }
        : c.hostile;
    const before = await snapshot();
    const request = clientRequest(`${c.route.path.replace(/\[[^\]]+\]/g, 'x')}${search}`, {
      method: c.route.method,
      body,
      cookie: c.route.as ? cookies[c.route.as] : undefined,
    });
    const response = await c.route.handler!(request, routeContext(params));
    await expectAnswer(response, hostile, before, 'client', name);
  });
});
