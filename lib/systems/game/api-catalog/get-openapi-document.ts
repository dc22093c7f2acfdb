import { z } from 'zod';
import { ERROR_CODES } from '@/lib/platform/errors';
import { bucketLimit } from '@/lib/platform/rate-limit';
import { endpoints } from './catalog';
import { API_KEY_HEADER, OPENAPI_VERSION } from '@/lib/platform/public-api/constants';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { endpointParams, openApiPath } from '@/lib/platform/public-api/endpoint-params';
import { crossFieldRules, toJsonSchema, type JsonSchema } from '@/lib/platform/public-api/json-schema';
import { STABILITY_CONTRACT } from './get-api-meta';
import { v1ErrorSchema } from '@/lib/platform/public-api/schemas';

export type OpenApiDocument = z.input<(typeof endpoints)['openapi']['response']>;

const SECURITY_SCHEME = 'apiKey';
const ERROR_RESPONSES = {
  '400': { name: 'BadRequest', description: 'Invalid query, path or body (code BAD_REQUEST).' },
  '401': { name: 'Unauthorized', description: 'Missing, unknown or revoked API key (code UNAUTHORIZED).' },
  '403': {
    name: 'Forbidden',
    description: 'The key lacks the scope this endpoint needs (code INSUFFICIENT_SCOPE).',
  },
  '429': {
    name: 'RateLimited',
    description: 'Quota exhausted (code rate_limited); retry after Retry-After seconds.',
  },
  '500': { name: 'InternalError', description: 'Unexpected failure (code INTERNAL_ERROR).' },
} as const;

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Optional, up to 255 printable ASCII characters. The same key and body from the same account within 24 h ' +
    'returns the first answer with Idempotent-Replayed: true; the same key with another body is a 409 IDEMPOTENCY_KEY_REUSED.',
  schema: { type: 'string', maxLength: 255 },
};

const IF_NONE_MATCH_PARAMETER = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of an answer you already hold. When it is still current the answer is 304 with no body; ' +
    'a 304 still spends a point of the quota.',
  schema: { type: 'string' },
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': 'Requests allowed in the current window.',
  'X-RateLimit-Remaining': 'Requests left in the current window.',
  'X-RateLimit-Reset': 'Epoch seconds when the window resets.',
} as const;

const headerRefs = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

function successSchema(endpoint: AnyEndpoint): JsonSchema {
  if (endpoint.envelope === 'none') return toJsonSchema(endpoint.response);
  return toJsonSchema(z.object({ ok: z.literal(true), ...endpoint.response.shape }));
}

/** Responses for the endpoint's own error codes, one per status, each code named with its message. */
function endpointErrorResponses(endpoint: AnyEndpoint) {
  const byStatus = new Map<string, string[]>();
  for (const code of endpoint.errors ?? []) {
    const status = String(ERROR_CODES[code].httpStatus);
    byStatus.set(status, [...(byStatus.get(status) ?? []), `${code}: ${ERROR_CODES[code].message}`]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, lines]) => {
      const shared = ERROR_RESPONSES[status as keyof typeof ERROR_RESPONSES];
      // OpenAPI 3.1 lets a reference override its description, so a shared status keeps its $ref.
      if (shared) {
        return [
          status,
          {
            $ref: `#/components/responses/${shared.name}`,
            description: [shared.description, ...lines].join(' '),
          },
        ];
      }
      return [
        status,
        {
          description: lines.join(' '),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/V1Error' } } },
        },
      ];
    }),
  );
}

/** Rules across fields (refinements JSON Schema cannot express for parameters); a 400 when broken. */
function rulesSentence(endpoint: AnyEndpoint): string[] {
  const rules = [endpoint.query, endpoint.params, endpoint.body].flatMap(crossFieldRules);
  return rules.length ? [`Rules across fields (400 BAD_REQUEST when broken): ${rules.join('; ')}.`] : [];
}

function operation(endpoint: AnyEndpoint) {
  const limit = bucketLimit(endpoint.bucket);
  // Reads answer conditional requests (lib/platform/http/conditional.ts).
  const conditional = endpoint.method === 'GET';
  const successHeaders = [
    ...Object.keys(RATE_LIMIT_HEADERS),
    'X-World-Turn',
    ...(conditional ? ['ETag'] : []),
  ];
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    description: [
      `Needs a ${endpoint.scope}-scope key or better. Rate bucket \`${endpoint.bucket}\`: ${limit} requests per window per account.`,
      ...rulesSentence(endpoint),
    ].join(' '),
    parameters: [
      ...(endpoint.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
      ...(conditional ? [IF_NONE_MATCH_PARAMETER] : []),
      ...endpointParams(endpoint).map((param) => ({
        name: param.name,
        in: param.in,
        required: param.required,
        description: param.description,
        schema: param.schema,
      })),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(endpoint.body) } },
          },
        }
      : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([status, { name }]) => [
          status,
          { $ref: `#/components/responses/${name}` },
        ]),
      ),
      ...endpointErrorResponses(endpoint),
      '200': {
        description: 'Success.',
        headers: headerRefs(successHeaders),
        content: { 'application/json': { schema: successSchema(endpoint) } },
      },
      ...(conditional
        ? {
            '304': {
              description: 'Not modified: If-None-Match names the current ETag. No body.',
              headers: headerRefs(successHeaders),
            },
          }
        : {}),
    },
  };
}

function buildStaticParts() {
  const catalog: AnyEndpoint[] = Object.values(endpoints);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of catalog) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  const errorSchema = toJsonSchema(v1ErrorSchema);
  return {
    tags: [...new Set(catalog.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description: 'svc_pub_ (public scope) or svc_priv_ (private scope) key from the in-game settings.',
        },
      },
      schemas: { V1Error: errorSchema },
      headers: {
        ...Object.fromEntries(
          Object.entries(RATE_LIMIT_HEADERS).map(([name, description]) => [
            name,
            { description, schema: { type: 'integer' } },
          ]),
        ),
        ETag: {
          description:
            'Weak validator of this answer for this account; send it back as If-None-Match to get 304 while it holds.',
          schema: { type: 'string' },
        },
        'X-World-Turn': {
          description:
            'The turn of the world this answer was read at. Public reads may come from a read replica, which can be ' +
            'one turn behind the newest.',
          schema: { type: 'integer', minimum: 0 },
        },
        'Retry-After': {
          description: 'Seconds to wait before retrying.',
          schema: { type: 'integer', minimum: 1 },
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
          name,
          {
            description,
            headers: headerRefs(status === '429' ? [...Object.keys(RATE_LIMIT_HEADERS), 'Retry-After'] : []),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/V1Error' } } },
          },
        ]),
      ),
    },
  };
}

let staticParts: ReturnType<typeof buildStaticParts> | undefined;

/** OpenAPI 3.1 for every catalog endpoint. Converting the schemas is the costly part, so it runs once. */
export async function getOpenApiDocument(input: { baseUrl: string }): Promise<OpenApiDocument> {
  staticParts ??= buildStaticParts();
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Statecraft API',
      version: '1',
      description: `Public read API and private write endpoints of Statecraft. ${STABILITY_CONTRACT}`,
    },
    servers: [{ url: input.baseUrl }],
    security: [{ [SECURITY_SCHEME]: [] }],
    ...staticParts,
  };
}
