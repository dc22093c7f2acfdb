import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { apiMetaSchema, openApiDocumentSchema } from '@/lib/platform/public-api/schemas';

export const metaEndpoints = {
  meta: defineEndpoint({
    path: '/api/public/v1/meta',
    summary: 'This catalog: every v1 endpoint with its params, auth, rate limits and stability contract.',
    tag: 'Meta',
    response: apiMetaSchema,
  }),

  openapi: defineEndpoint({
    path: '/api/public/v1/openapi.json',
    summary: 'OpenAPI 3.1 document generated from this catalog (served without the ok envelope).',
    tag: 'Meta',
    envelope: 'none',
    response: openApiDocumentSchema,
  }),
};
