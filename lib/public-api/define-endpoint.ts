import { z } from 'zod';
import type { RateLimitBucket } from '../rate-limit';

export type ApiScope = 'public' | 'private';

/** Everything about one v1 endpoint, written once; routing, /meta, OpenAPI and contract tests read it. */
export interface EndpointDefinition<
  Q extends z.ZodObject = z.ZodObject,
  P extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodObject = z.ZodObject,
> {
  id: string;
  method: 'GET' | 'POST';
  /** Next.js style: `[code]` marks a path parameter. */
  path: string;
  scope: ApiScope;
  bucket: RateLimitBucket;
  summary: string;
  tag: string;
  query: Q;
  params: P;
  body: B | undefined;
  /** The payload beside `ok: true`. */
  response: R;
  /**
   * 'v1' (default) wraps the payload as `{ ok: true, ...payload }`; 'none' serves it bare, for
   * documents with a fixed format of their own such as openapi.json. Errors keep the v1 envelope.
   */
  envelope?: 'v1' | 'none';
  /** Values the contract test uses to call the endpoint against the demo world. */
  example?: { query?: Record<string, string>; params?: Record<string, string>; body?: unknown };
}

export type AnyEndpoint = EndpointDefinition<z.ZodObject, z.ZodObject, z.ZodType, z.ZodObject>;

export function defineEndpoint<
  Q extends z.ZodObject = z.ZodObject<Record<never, never>>,
  P extends z.ZodObject = z.ZodObject<Record<never, never>>,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodObject = z.ZodObject,
>(
  definition: Omit<EndpointDefinition<Q, P, B, R>, 'query' | 'params' | 'body' | 'method'> & {
    method?: 'GET' | 'POST';
    query?: Q;
    params?: P;
    body?: B;
  },
): EndpointDefinition<Q, P, B, R> {
  return {
    ...definition,
    method: definition.method ?? 'GET',
    query: definition.query ?? (z.object({}) as unknown as Q),
    params: definition.params ?? (z.object({}) as unknown as P),
    body: definition.body,
  };
}
