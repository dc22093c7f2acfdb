import { z } from 'zod';
import { foundField } from '@/lib/platform/schemas';

/** Schemas of the API's own documents (/meta, openapi.json, the error body); domains own the rest. */

export const apiParamSchema = z.object({
  name: z.string(),
  in: z.enum(['query', 'path']),
  required: z.boolean(),
  type: z.string().describe('JSON Schema type: string, integer, number or boolean'),
  description: z.string(),
});

export const apiEndpointDescriptionSchema = z.object({
  id: z.string(),
  method: z.enum(['GET', 'POST']),
  path: z.string(),
  url: z.string().describe('Absolute URL template: path parameters appear as [name], e.g. …/country/[code]'),
  scope: z.enum(['public', 'private']),
  bucket: z.string(),
  summary: z.string(),
  tag: z.string(),
  params: z.array(apiParamSchema),
  errors: z
    .array(z.object({ code: z.string(), httpStatus: z.number().int(), message: z.string() }))
    .describe('Error codes this endpoint may answer, besides the shared 400, 401, 429 and 500'),
});

export const rateLimitDescriptionSchema = z.object({
  bucket: z.string(),
  limit: z.number().int().positive(),
  windowSeconds: z.number().int().positive(),
  per: z.string(),
});

export const apiMetaSchema = z.object({
  found: foundField,
  version: z.literal('v1'),
  baseUrl: z.string().url(),
  auth: z.object({
    header: z.literal('X-API-Key'),
    description: z.string(),
    scopes: z.object({ public: z.string(), private: z.string() }),
  }),
  rateLimits: z.array(rateLimitDescriptionSchema),
  openapi: z.object({ url: z.string().url(), version: z.string() }),
  stability: z.object({ contract: z.string(), rules: z.array(z.string()) }),
  endpoints: z.array(apiEndpointDescriptionSchema),
});

/** The error body of every v1 endpoint. */
export const v1ErrorSchema = z.object({
  ok: z.literal(false),
  error: z.string().describe('Human-readable; for display only'),
  code: z.string().describe('Stable machine code; branch on this'),
});

/** openapi.json is served bare (a valid OpenAPI document cannot carry `ok`). */
export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  tags: z.array(z.object({ name: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.record(z.string(), z.unknown())),
});
