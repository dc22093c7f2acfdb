import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { endpoints } from './catalog';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { openApiPath } from '@/lib/platform/public-api/endpoint-params';
import { getOpenApiDocument } from './get-openapi-document';

const catalog: AnyEndpoint[] = Object.values(endpoints);
const baseUrl = 'https://statecraft.example';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
};

async function operations() {
  const doc = await getOpenApiDocument({ baseUrl });
  return { doc, paths: doc.paths as Record<string, Record<string, Operation>> };
}

describe('openapi.json', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const { doc } = await operations();
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('is rejected by the validator once broken, so the check above has teeth', async () => {
    const { doc } = await operations();
    const broken = structuredClone(doc) as Record<string, unknown>;
    (broken.paths as Record<string, unknown>)['/api/public/v1/game'] = { get: { responses: 'none' } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('offers conditional requests (If-None-Match, 304 with ETag) on every read and on no write', async () => {
    const { paths } = await operations();
    for (const endpoint of catalog) {
      const op = paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      const isRead = endpoint.method === 'GET';
      expect(
        op.parameters.some((p) => p.name === 'If-None-Match' && p.in === 'header'),
        endpoint.id,
      ).toBe(isRead);
      expect('304' in op.responses, endpoint.id).toBe(isRead);
    }
  });

  it('describes every catalog endpoint with its parameters, key header and error responses', async () => {
    const { doc, paths } = await operations();
    expect(doc.servers).toEqual([{ url: baseUrl }]);
    expect((doc.components.securitySchemes as Record<string, unknown>).apiKey).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
    );
    for (const endpoint of catalog) {
      const op = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(op, endpoint.path).toBeDefined();
      expect(op!.operationId).toBe(endpoint.id);
      for (const name of Object.keys(endpoint.params.shape)) {
        expect(op!.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
      for (const name of Object.keys(endpoint.query.shape)) {
        expect(op!.parameters).toContainEqual(expect.objectContaining({ name, in: 'query' }));
      }
      for (const status of ['400', '401', '403', '429']) expect(op!.responses[status]?.$ref).toBeDefined();
      const success = op!.responses['200']!.content!['application/json']!.schema;
      if (endpoint.envelope !== 'none') {
        expect(success.properties).toMatchObject({ ok: { const: true }, found: { type: 'boolean' } });
      }
    }
  });

  it('marks required query parameters and lists the v1 error envelope', async () => {
    const { doc, paths } = await operations();
    const party = paths['/api/public/v1/party']!.get!;
    expect(
      party.parameters
        .filter((p) => p.required)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['country', 'id']);
    const search = paths['/api/public/v1/character']!.get!;
    expect(search.parameters.find((p) => p.name === 'limit')?.required).toBe(false);
    expect((doc.components.schemas as Record<string, { required: string[] }>).V1Error!.required).toEqual([
      'ok',
      'error',
      'code',
    ]);
    const rateLimited = (doc.components.responses as Record<string, { headers: Record<string, unknown> }>)
      .RateLimited!;
    expect(Object.keys(rateLimited.headers)).toContain('Retry-After');
  });
});

describe('schemas say what the server enforces', () => {
  const find = (value: unknown, test: (node: Record<string, unknown>) => boolean): boolean => {
    if (!value || typeof value !== 'object') return false;
    if (!Array.isArray(value) && test(value as Record<string, unknown>)) return true;
    return Object.values(value).some((child) => find(child, test));
  };

  it('declares no URL template as format: uri (the /meta endpoint urls hold [param] placeholders)', async () => {
    const { doc } = await operations();
    const endpointDescription = (node: Record<string, unknown>) =>
      Boolean((node.properties as Record<string, unknown> | undefined)?.bucket);
    expect(find(doc, endpointDescription)).toBe(true);
    const templatedUri = (node: Record<string, unknown>) =>
      endpointDescription(node) &&
      (node.properties as Record<string, { format?: string }>).url?.format === 'uri';
    expect(find(doc, templatedUri)).toBe(false);
  });

  it('gives the exchange amount multipleOf 0.01 and the campaign amount a number type', async () => {
    const { exchangeBody } = await import('@/lib/systems/core/money/schemas');
    const { campaignBody } = await import('@/lib/systems/politics/elections/schemas');
    const { toJsonSchema } = await import('@/lib/platform/public-api/json-schema');
    expect(toJsonSchema(exchangeBody)).toMatchObject({ properties: { amount: { multipleOf: 0.01 } } });
    expect(exchangeBody.safeParse({ fromCurrency: 'USD', toCurrency: 'GBP', amount: 1.15 }).success).toBe(
      true,
    );
    expect(exchangeBody.safeParse({ fromCurrency: 'USD', toCurrency: 'GBP', amount: 1.155 }).success).toBe(
      false,
    );
    expect(campaignBody.safeParse({ amount: '500' }).success).toBe(false);
    expect(campaignBody.safeParse({ amount: 500 }).success).toBe(true);
  });
});

describe('rules across fields', () => {
  it('are written into the description of the operations whose schemas refine across fields', async () => {
    const { paths } = await operations();
    const descriptions = Object.values(paths).flatMap((methods) =>
      Object.values(methods).map(
        (op) => `${op.operationId}: ${(op as { description?: string }).description}`,
      ),
    );
    expect(descriptions.find((d) => d.includes('name or chatId is required'))).toBeDefined();
    expect(
      descriptions.filter((d) => d.includes('fromTurn must not be after toTurn')).length,
    ).toBeGreaterThan(0);
  });
});
