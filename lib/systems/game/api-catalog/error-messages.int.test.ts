import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { endpointParams } from '@/lib/platform/public-api/endpoint-params';
import type { JsonSchema } from '@/lib/platform/public-api/json-schema';
import { freshApiKey } from '@/lib/testing/api-keys';
import { callEndpoint } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { endpoints } from './catalog';

// Errors that say what to fix: every 400 of a v1 endpoint names the parameter at fault.

// Route handlers read the default database, which this makes the seeded one.
seededSuiteDatabase();
let privateKey: string;

beforeAll(async () => {
  privateKey = await freshApiKey('alice', 'private');
});

interface BadCase {
  endpoint: AnyEndpoint;
  param: string;
  /** Replaces the example's value; undefined leaves the parameter out. */
  value: string | undefined;
  in: 'path' | 'query';
}

/** A value the schema refuses whatever the data: text for a number, a word outside an enum. */
function refusedValue(schema: JsonSchema): string | null {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return 'not-a-number';
  if (Array.isArray(schema.enum)) return 'not-one-of-these';
  return null;
}

const cases: BadCase[] = Object.values(endpoints as Record<string, AnyEndpoint>).flatMap((endpoint) =>
  endpointParams(endpoint).flatMap((param): BadCase[] => {
    const refused = refusedValue(param.schema);
    return [
      ...(refused !== null ? [{ endpoint, param: param.name, value: refused, in: param.in }] : []),
      ...(param.required && param.in === 'query'
        ? [{ endpoint, param: param.name, value: undefined, in: param.in }]
        : []),
    ];
  }),
);

describe('v1 400s name the parameter', () => {
  it('has cases for most endpoints with parameters', () => {
    expect(cases.length).toBeGreaterThan(30);
  });

  it.each(cases.map((c) => [`${c.endpoint.id} ${c.in} ${c.param}=${c.value ?? '(missing)'}`, c] as const))(
    '%s',
    async (_name, c) => {
      const query = { ...c.endpoint.example?.query };
      const params = { ...c.endpoint.example?.params };
      const target = c.in === 'query' ? query : params;
      if (c.value === undefined) delete target[c.param];
      else target[c.param] = c.value;
      const response = await callEndpoint(c.endpoint, { apiKey: privateKey, query, params });
      const body = (await response.json()) as { ok: boolean; error: string; code: string };
      expect(response.status, body.error).toBe(400);
      expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
      expect(body.error).toContain(c.param);
    },
  );
});

describe('v1 body errors name the field', () => {
  it.each([
    ['a missing amount', { targetCharacterId: '1' }, 'amount'],
    ['a text amount', { targetCharacterId: '1', amount: 'lots' }, 'amount'],
    ['a numeric recipient', { targetCharacterId: 5, amount: 1000 }, 'targetCharacterId'],
  ])('transfer with %s', async (_name, body, field) => {
    const response = await callEndpoint(endpoints.transfer, { apiKey: privateKey, body });
    const answer = (await response.json()) as { error: string; code: string };
    expect(response.status).toBe(400);
    expect(answer.code).toBe('BAD_REQUEST');
    expect(answer.error).toContain(field);
  });

  it('says the body is not JSON', async () => {
    const response = await callEndpoint(endpoints.transfer, { apiKey: privateKey, body: '{"amount":' });
    const answer = (await response.json()) as { error: string };
    expect(response.status).toBe(400);
    expect(answer.error).toMatch(/JSON/);
  });
});
