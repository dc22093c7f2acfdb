import { z } from 'zod';
import type { ErrorCode } from '@/lib/platform/errors';
import type { RateLimitBucket } from '@/lib/platform/rate-limit';
import { PRIVATE_V1_PREFIX } from './constants';

export type ApiScope = 'public' | 'private';

/** What the contract test calls an endpoint with, and what it expects back. */
export interface EndpointExample {
  query?: Record<string, string>;
  params?: Record<string, string>;
  body?: unknown;
  /** Default: 200 and found:true, since examples name real demo-world data. */
  expect?: { status?: number; found?: boolean };
}

/** Everything about one v1 endpoint, written once; routing, /meta, OpenAPI and contract tests read it. */
export interface EndpointDefinition<
  Q extends z.ZodObject = z.ZodObject,
  P extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodObject = z.ZodObject,
> {
  /** The endpoint's key in the catalog. */
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
  /** The payload beside `ok: true`; it carries `found` unless the envelope is 'none'. */
  response: R;
  /**
   * 'v1' (default) wraps the payload as `{ ok: true, ...payload }`; 'none' serves it bare, for
   * documents with a fixed format of their own such as openapi.json. Errors keep the v1 envelope.
   */
  envelope?: 'v1' | 'none';
  example?: EndpointExample;
  /** Codes this endpoint answers beyond the ones every v1 endpoint may (listed in /meta and OpenAPI). */
  errors?: readonly ErrorCode[];
  /** Accepts an Idempotency-Key header: a retry with the same key and body replays the first answer. */
  idempotent?: boolean;
  /**
   * The payload is a pure function of the game_state row and the request (nothing a player does
   * between turns changes it), so a conditional GET is answered 304 from the world version before
   * the handler runs. Other reads compute the payload and tag it by its content.
   */
  turnScoped?: boolean;
}

export type AnyEndpoint = EndpointDefinition<z.ZodObject, z.ZodObject, z.ZodType, z.ZodObject>;

/** A catalog entry before the catalog names it: id comes from its key, scope and bucket from its path. */
export type EndpointEntry<
  Q extends z.ZodObject = z.ZodObject,
  P extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodObject = z.ZodObject,
> = Omit<EndpointDefinition<Q, P, B, R>, 'id'>;

export function isPrivatePath(path: string): boolean {
  return path.startsWith(`${PRIVATE_V1_PREFIX}/`);
}

export function defineEndpoint<
  Q extends z.ZodObject = z.ZodObject<Record<never, never>>,
  P extends z.ZodObject = z.ZodObject<Record<never, never>>,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodObject = z.ZodObject,
>(
  definition: Omit<EndpointEntry<Q, P, B, R>, 'query' | 'params' | 'body' | 'method' | 'scope' | 'bucket'> & {
    method?: 'GET' | 'POST';
    /** Default: private under /api/v1, public under /api/public/v1. */
    scope?: ApiScope;
    /** Default: public-read for public paths; private endpoints name their own bucket. */
    bucket?: RateLimitBucket;
    query?: Q;
    params?: P;
    body?: B;
  },
): EndpointEntry<Q, P, B, R> {
  const isPrivate = isPrivatePath(definition.path);
  const bucket = definition.bucket ?? (isPrivate ? undefined : 'public-read');
  if (!bucket) throw new Error(`${definition.path}: a private endpoint names its rate bucket`);
  if (definition.envelope !== 'none' && !('found' in definition.response.shape)) {
    throw new Error(`${definition.path}: every v1 success body carries found (docs/api-contract.md)`);
  }
  return {
    ...definition,
    method: definition.method ?? (definition.body ? 'POST' : 'GET'),
    scope: definition.scope ?? (isPrivate ? 'private' : 'public'),
    bucket,
    query: definition.query ?? (z.object({}) as unknown as Q),
    params: definition.params ?? (z.object({}) as unknown as P),
    body: definition.body,
  };
}

/** Names each entry after its key, so an id can never disagree with the catalog. */
export function nameEndpoints<T extends Record<string, EndpointEntry>>(
  entries: T,
): { [K in keyof T & string]: T[K] & { id: K } } {
  return Object.fromEntries(Object.entries(entries).map(([id, entry]) => [id, { ...entry, id }])) as {
    [K in keyof T & string]: T[K] & { id: K };
  };
}
