import { z } from 'zod';
import { countryMetricsQuery, countryMetricsSchema } from '../policy/schemas';
import { defineEndpoint } from './define-endpoint';
import {
  bulkCharactersQuery,
  characterIdParams,
  countryCodeParams,
  getPartyQuery,
  listPartiesQuery,
  searchCharactersQuery,
} from './queries';
import {
  apiEndpointDescriptionSchema,
  characterDetailSchema,
  characterSummarySchema,
  countryDetailSchema,
  countrySummarySchema,
  foundField,
  gameSummarySchema,
  objectId,
  openApiDocumentSchema,
  partyDetailSchema,
  partySummarySchema,
  rateLimitDescriptionSchema,
} from './schemas';

const characterSearchResponse = z.object({
  found: foundField,
  characters: z.array(characterSummarySchema).describe('Best match first'),
  character: characterSummarySchema
    .extend({ _id: objectId.describe('Alias of id, for older clients') })
    .nullable()
    .describe('The best match, or null'),
});

const characterSearch = {
  scope: 'public',
  bucket: 'public-read',
  tag: 'Characters',
  query: searchCharactersQuery,
  response: characterSearchResponse,
  example: { query: { name: 'alice' } },
} as const;

/**
 * Every v1 endpoint, declared once. Routing validation, /meta, /openapi.json and the contract test
 * all read this object; an endpoint added here is documented and contract-tested automatically.
 */
export const endpoints = {
  game: defineEndpoint({
    id: 'game',
    path: '/api/public/v1/game',
    scope: 'public',
    bucket: 'public-read',
    summary: 'The world clock: turn, game date, schedule and status.',
    tag: 'Game',
    // A missing world reports found:false and nothing else.
    response: gameSummarySchema.partial().extend({ found: foundField }),
  }),

  countries: defineEndpoint({
    id: 'countries',
    path: '/api/public/v1/country',
    scope: 'public',
    bucket: 'public-read',
    summary: 'Every country with its size, currency and an economy preview.',
    tag: 'Countries',
    response: z.object({ found: foundField, countries: z.array(countrySummarySchema) }),
  }),

  country: defineEndpoint({
    id: 'country',
    path: '/api/public/v1/country/[code]',
    scope: 'public',
    bucket: 'public-read',
    summary: 'One country by code (case-insensitive): leader and legislature.',
    tag: 'Countries',
    params: countryCodeParams,
    response: countryDetailSchema.partial().extend({ found: foundField }),
    example: { params: { code: 'us' } },
  }),

  countryMetrics: defineEndpoint({
    id: 'countryMetrics',
    path: '/api/public/v1/country/[code]/metrics',
    scope: 'public',
    bucket: 'public-read',
    summary:
      "A country's condition: each metric's average, weighted average, trend and extremes, and approval.",
    tag: 'Countries',
    params: countryCodeParams,
    query: countryMetricsQuery,
    response: countryMetricsSchema.partial().extend({ found: foundField }),
    example: { params: { code: 'us' }, query: { category: 'economic' } },
  }),

  parties: defineEndpoint({
    id: 'parties',
    path: '/api/public/v1/parties',
    scope: 'public',
    bucket: 'public-read',
    summary: "A country's parties (or every party), ordered by member count.",
    tag: 'Parties',
    query: listPartiesQuery,
    response: z.object({ found: foundField, parties: z.array(partySummarySchema) }),
    example: { query: { country: 'US' } },
  }),

  party: defineEndpoint({
    id: 'party',
    path: '/api/public/v1/party',
    scope: 'public',
    bucket: 'public-read',
    summary: 'One party with its chair and top members.',
    tag: 'Parties',
    query: getPartyQuery,
    response: z.object({ found: foundField, party: partyDetailSchema.nullable() }),
    example: { query: { id: 'us-dem', country: 'US' } },
  }),

  character: defineEndpoint({
    ...characterSearch,
    id: 'character',
    path: '/api/public/v1/character',
    summary: 'Search characters by any part of the name (case-insensitive) or by chat id.',
  }),

  characterSearch: defineEndpoint({
    ...characterSearch,
    id: 'characterSearch',
    path: '/api/public/v1/characterSearch',
    summary: 'Alias of /character.',
  }),

  characterById: defineEndpoint({
    id: 'characterById',
    path: '/api/public/v1/character/[id]',
    scope: 'public',
    bucket: 'public-read',
    summary: 'One character by sequential number or ObjectId, with detail fields.',
    tag: 'Characters',
    params: characterIdParams,
    response: z.object({ found: foundField, character: characterDetailSchema.nullable() }),
    example: { params: { id: '1' } },
  }),

  charactersBulk: defineEndpoint({
    id: 'charactersBulk',
    path: '/api/public/v1/characters/bulk',
    scope: 'public',
    bucket: 'public-read',
    summary: 'Up to 100 characters by sequential id; unknown or invalid ids are skipped.',
    tag: 'Characters',
    query: bulkCharactersQuery,
    response: z.object({
      found: foundField,
      requested: z.number().int().min(0).describe('Ids given'),
      returned: z.number().int().min(0).describe('Characters returned'),
      characters: z.array(characterSummarySchema).describe('In request order'),
    }),
    example: { query: { ids: '1,2,3,999999' } },
  }),

  meta: defineEndpoint({
    id: 'meta',
    path: '/api/public/v1/meta',
    scope: 'public',
    bucket: 'public-read',
    summary: 'This catalog: every v1 endpoint with its params, auth, rate limits and stability contract.',
    tag: 'Meta',
    response: z.object({
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
    }),
  }),

  openapi: defineEndpoint({
    id: 'openapi',
    path: '/api/public/v1/openapi.json',
    scope: 'public',
    bucket: 'public-read',
    summary: 'OpenAPI 3.1 document generated from this catalog (served without the ok envelope).',
    tag: 'Meta',
    envelope: 'none',
    response: openApiDocumentSchema,
  }),
};

export type EndpointId = keyof typeof endpoints;
