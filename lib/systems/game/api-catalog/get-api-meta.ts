import type { z } from 'zod';
import { ERROR_CODES } from '@/lib/platform/errors';
import { bucketLimit, RATE_LIMIT_BUCKETS, type RateLimitBucket } from '@/lib/platform/rate-limit';
import { endpoints } from './catalog';
import { API_KEY_HEADER, OPENAPI_VERSION } from '@/lib/platform/public-api/constants';
import { endpointParams } from '@/lib/platform/public-api/endpoint-params';

export type ApiMeta = z.input<(typeof endpoints)['meta']['response']>;

export const STABILITY_CONTRACT =
  'v1 is additive-only: fields and endpoints may be added, existing fields are never removed or renamed. ' +
  'Breaking changes ship under /v2. Clients must ignore fields they do not know.';

const STABILITY_RULES = [
  'Fields may be added to any response at any time; clients ignore unknown fields.',
  'Existing fields keep their name, type and meaning for the life of v1.',
  'Breaking changes ship under /api/public/v2 and /api/v2; v1 keeps working alongside.',
  'Branch on the error `code`, never on the `error` message.',
  'Lookups that miss answer ok:true with found:false; they are not errors.',
];

/** The machine-readable description of the v1 API, straight from the catalog. */
export async function getApiMeta(input: { baseUrl: string }): Promise<ApiMeta> {
  const catalog = Object.values(endpoints);
  const buckets = [...new Set<RateLimitBucket>(catalog.map((endpoint) => endpoint.bucket))];
  return {
    found: true,
    version: 'v1',
    baseUrl: input.baseUrl,
    auth: {
      header: API_KEY_HEADER,
      description:
        'Send a key created in the in-game settings in the X-API-Key header. Missing, unknown or revoked keys get 401; ' +
        'a public key on a private endpoint gets 403. Quotas are per account, however many keys it has.',
      scopes: {
        public: 'svc_pub_ keys: every public read endpoint.',
        private: 'svc_priv_ keys: every public endpoint plus the private write endpoints under /api/v1.',
      },
    },
    rateLimits: buckets.map((bucket) => ({
      bucket,
      limit: bucketLimit(bucket),
      windowSeconds: RATE_LIMIT_BUCKETS[bucket].durationSeconds,
      per: RATE_LIMIT_BUCKETS[bucket].per,
    })),
    openapi: { url: `${input.baseUrl}${endpoints.openapi.path}`, version: OPENAPI_VERSION },
    stability: { contract: STABILITY_CONTRACT, rules: STABILITY_RULES },
    endpoints: catalog.map((endpoint) => ({
      id: endpoint.id,
      method: endpoint.method,
      path: endpoint.path,
      url: `${input.baseUrl}${endpoint.path}`,
      scope: endpoint.scope,
      bucket: endpoint.bucket,
      summary: endpoint.summary,
      tag: endpoint.tag,
      params: endpointParams(endpoint).map(({ schema: _schema, ...param }) => param),
      errors: [
        ...(endpoint.scope === 'private' ? (['INSUFFICIENT_SCOPE'] as const) : []),
        ...(endpoint.errors ?? []),
      ].map((code) => ({
        code,
        httpStatus: ERROR_CODES[code].httpStatus,
        message: ERROR_CODES[code].message,
      })),
    })),
  };
}
