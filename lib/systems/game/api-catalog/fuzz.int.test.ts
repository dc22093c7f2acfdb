import { fc, test } from '@fast-check/vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/lib/platform/errors';
import { freshApiKey } from '@/lib/testing/api-keys';
import { loginAs } from '@/lib/testing/client-requests';
import {
  callClientRoute,
  CLIENT_ROUTES,
  clientRouteFields,
  type ClientCall,
  type ClientRoute,
} from '@/lib/testing/client-routes';
import { hostileValue, resolveRef, validValue, type Schema } from '@/lib/testing/json-schema-arbitrary';
import { callEndpoint } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { endpoints } from './catalog';
import { getOpenApiDocument } from './get-openapi-document';

/**
 * Fuzzing from the OpenAPI document: every v1 operation, public and private, is called through its real
 * route handler with inputs generated from its own parameter and body schemas, some valid and some with
 * one field made hostile. Whatever comes in, the answer is never a 5xx, its status is one the document
 * lists for the operation, a 2xx body validates against the documented schema, and an error is in the
 * v1 envelope. The client routes are fuzzed the same way through their catalog (lib/testing/client-routes),
 * around each route's valid call, against the error catalog that documents their statuses. A fixed seed
 * in CI; locally a fresh one, which fast-check prints on failure.
 */

const SEED = process.env.CI ? 20_261_125 : Date.now() % 2 ** 31;
const RUNS_PER_OPERATION = 10;

const BASE_URL = 'http://localhost:3000';
const document = (await getOpenApiDocument({ baseUrl: BASE_URL })) as unknown as Schema;
const DOCUMENT_ID = 'https://statecraft.test/openapi.json';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, Schema>;
}

const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

// The whole document is one schema resource, so the responses' `#/components/...` references resolve.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: DOCUMENT_ID });
const pointer = (...keys: string[]) =>
  keys.map((key) => key.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Input {
  query: Record<string, string>;
  params: Record<string, string>;
  body: unknown;
}

/** Valid inputs, and inputs with one parameter or body field (or the whole body) made hostile. */
function inputs(operation: Operation): fc.Arbitrary<Input> {
  const parameters = (operation.parameters ?? [])
    .map((parameter) => resolveRef(parameter as unknown as Schema, document) as unknown as Parameter)
    .filter((parameter) => parameter.in !== 'header');
  const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const place = (kind: 'query' | 'path') => parameters.filter((parameter) => parameter.in === kind);
  const values = (list: Parameter[], hostile: string | null) =>
    fc.record(
      Object.fromEntries(
        list.map((parameter) => [
          parameter.name,
          (parameter.name === hostile ? hostileValue : validValue(parameter.schema, document)).map(asText),
        ]),
      ),
      {
        requiredKeys: list
          .filter((parameter) => parameter.required || parameter.name === hostile)
          .map((p) => p.name),
      },
    ) as fc.Arbitrary<Record<string, string>>;
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  const validBody = bodySchema ? validValue(bodySchema, document) : fc.constant(undefined);
  const bodyFields = bodySchema ? Object.keys(resolveRef(bodySchema, document).properties ?? {}) : [];
  const targets = [...parameters.map((parameter) => parameter.name), ...bodyFields.map((f) => `body.${f}`)];

  const build = (hostile: string | null) =>
    fc
      .record({
        query: values(place('query'), hostile),
        params: values(place('path'), hostile),
        body:
          hostile?.startsWith('body.') && bodySchema
            ? fc.tuple(validBody, hostileValue).map(([body, bad]) => ({
                ...(body as object),
                [hostile.slice(5)]: bad,
              }))
            : hostile === '*body' && bodySchema
              ? hostileValue
              : validBody,
      })
      .map((input) => input as Input);
  return fc.oneof(
    build(null),
    ...(targets.length ? [fc.constantFrom(...targets).chain(build)] : []),
    ...(bodySchema ? [build('*body')] : []),
  );
}

// Route handlers read the default database, which this makes the seeded one.
seededSuiteDatabase();
const keys = { public: '', private: '' };
const cookies: Record<string, string> = {};
let cases = 0;
let clientCases = 0;
const outcomes = { success: 0, error: 0 };
const startedAt = Date.now();

beforeAll(async () => {
  keys.public = await freshApiKey('alice', 'public');
  keys.private = await freshApiKey('alice', 'private');
  for (const route of CLIENT_ROUTES) {
    if (route.as && !cookies[route.as]) cookies[route.as] = await loginAs(route.as);
  }
});
afterAll(async () => {
  process.stdout.write(
    `fuzz: ${operations.length} v1 operations, ${cases} cases; ${CLIENT_ROUTES.length} client routes, ${clientCases} cases; in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (seed ${SEED})\n`,
  );
});

const catalog = Object.values(endpoints);

describe.each(operations)('$method $path', ({ path, method, operation }) => {
  const endpoint = catalog.find((entry) => entry.id === operation.operationId)!;

  test.prop([inputs(operation)], { numRuns: RUNS_PER_OPERATION, seed: SEED })(
    'answers every generated input as documented',
    async ({ query, params, body }) => {
      cases += 1;
      const response = await callEndpoint(endpoint, {
        apiKey: keys[endpoint.scope],
        query,
        params,
        body,
      });
      const text = await response.text();
      const answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const context = `${method.toUpperCase()} ${path} ${JSON.stringify({ query, params, body })} → ${response.status} ${text.slice(0, 300)}`;
      expect(response.status, context).toBeLessThan(500);
      expect(Object.keys(operation.responses), context).toContain(String(response.status));
      if (response.ok) {
        const validate = ajv.getSchema(
          `${DOCUMENT_ID}#/${pointer('paths', path, method, 'responses', String(response.status), 'content', 'application/json', 'schema')}`,
        )!;
        expect(validate(answer), `${context}\n${ajv.errorsText(validate.errors)}`).toBe(true);
        outcomes.success += 1;
      } else {
        outcomes.error += 1;
        expect(answer, context).toMatchObject({
          ok: false,
          error: expect.any(String),
          code: expect.any(String),
        });
      }
    },
  );
});

it('reached both documented successes and refusals, so both kinds of check ran', () => {
  expect(outcomes.success).toBeGreaterThan(operations.length / 2);
  expect(outcomes.error).toBeGreaterThan(operations.length);
});

/** Around a route's valid call: as is, one field hostile or missing, an unknown field, or a hostile body. */
function clientInputs(route: ClientRoute): fc.Arbitrary<ClientCall> {
  const valid: ClientCall = { body: route.body, params: route.params, query: route.query };
  const fields = clientRouteFields(route);
  const where = { body: 'body', path: 'params', query: 'query' } as const;
  const withField = (field: (typeof fields)[number], value: unknown, drop = false): ClientCall => {
    const key = where[field.in];
    const values = { ...(valid[key] as Record<string, unknown>) };
    if (drop) delete values[field.name];
    // Path and query values travel as text.
    else
      values[field.name] = field.in === 'body' || typeof value === 'string' ? value : JSON.stringify(value);
    return { ...valid, [key]: values };
  };
  const choices: fc.Arbitrary<ClientCall>[] = [fc.constant(valid)];
  if (fields.length) {
    const field = fc.constantFrom(...fields);
    choices.push(fc.tuple(field, hostileValue).map(([f, bad]) => withField(f, bad)));
    choices.push(field.map((f) => withField(f, undefined, true)));
  }
  if (route.body) {
    choices.push(hostileValue.map((bad) => ({ ...valid, body: bad ?? 'null' })));
    choices.push(
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue)
        .map(([name, bad]) => ({ ...valid, body: { ...route.body, [`x${name}`]: bad } })),
    );
  }
  return fc.oneof(...choices);
}

const CLIENT_RUNS_PER_ROUTE = 8;
const clientOutcomes = { success: 0, error: 0 };

describe.each(CLIENT_ROUTES.map((route) => ({ ...route, label: `${route.method} ${route.path}` })))(
  'client $label',
  (route) => {
    test.prop([clientInputs(route)], { numRuns: CLIENT_RUNS_PER_ROUTE, seed: SEED })(
      'answers every generated input in the client envelope, with the status its error code documents',
      async (input) => {
        clientCases += 1;
        const response = await callClientRoute(route, {
          ...input,
          cookie: route.as ? cookies[route.as] : undefined,
        });
        const text = await response.text();
        const context = `${route.method} ${route.path} ${JSON.stringify(input).slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`;
        expect(response.status, context).toBeLessThan(500);
        if (response.ok) {
          clientOutcomes.success += 1;
          // Every client answer is JSON, or empty (204).
          if (response.status !== 204) expect(() => JSON.parse(text), context).not.toThrow();
          return;
        }
        clientOutcomes.error += 1;
        const answer = JSON.parse(text) as { error?: unknown; code?: string };
        expect(answer, context).toEqual({ error: expect.any(String), code: expect.any(String) });
        const documented = ERROR_CODES[answer.code as keyof typeof ERROR_CODES];
        expect(documented, `${context}: code missing from the error catalog`).toBeDefined();
        expect(response.status, context).toBe(documented.httpStatus);
      },
    );
  },
);

it('reached client successes and refusals, so both kinds of check ran', () => {
  expect(clientOutcomes.success).toBeGreaterThan(CLIENT_ROUTES.length / 2);
  expect(clientOutcomes.error).toBeGreaterThan(CLIENT_ROUTES.length);
});
