import type { Logger } from 'pino';
import type { z } from 'zod';
import { admitApiRequest } from '@/lib/platform/auth/admit-api-request';
import type { ApiKeyPrincipal } from '@/lib/platform/auth/api-keys';
import { getDb, type Db } from '@/lib/platform/db';
import {
  isConnectionFailure,
  isRecoveryConflict,
  readTarget,
  replicaRouter,
  type ReadTarget,
} from '@/lib/platform/db/replica';
import { worldTurnOf } from '@/lib/platform/db/world-version';
import { AppError } from '@/lib/platform/errors';
import { log } from '@/lib/platform/log';
import { publicBaseUrl } from '@/lib/platform/public-api/base-url';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { rateLimitHeaders } from '@/lib/platform/rate-limit';
import { describeZodError } from '@/lib/platform/validation';
import { CONDITIONAL_CACHE_CONTROL, matchesIfNoneMatch, notModified, weakEtag } from './conditional';
import { toAppError, v1ErrorResponse } from './envelopes';
import { newRequestId, queryObject, readJsonBody, type RouteContext } from './request';

export interface V1Context<E extends AnyEndpoint> {
  db: Db;
  principal: ApiKeyPrincipal;
  query: z.output<E['query']>;
  params: z.output<E['params']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  request: Request;
  /** Origin for absolute links (PUBLIC_BASE_URL, else the host the client asked for). */
  baseUrl: string;
  requestId: string;
  /** Tagged with the request id and endpoint id. */
  log: Logger;
  /** The game_state row version read with the key; lets turn-scoped data skip its query. */
  worldVersion: string | null;
  /** Adds a header to the success response (Idempotent-Replayed). */
  setHeader: (name: string, value: string) => void;
}

function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError('BAD_REQUEST', `Invalid ${what}: ${describeZodError(result.error)}`);
  return result.data;
}

/**
 * Applies the catalog to a request: API key, scope, per-account rate limit, validation, envelope.
 * The handler only computes the payload.
 */
export function v1Route<E extends AnyEndpoint>(
  endpoint: E,
  handler: (ctx: V1Context<E>) => Promise<z.input<E['response']>>,
) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    const requestId = newRequestId(request);
    let limitHeaders: Record<string, string> = {};
    try {
      const db = getDb();
      // Key, scope and quota in one round trip.
      const { principal, rateLimit, worldVersion } = await admitApiRequest(db, {
        token: request.headers.get('x-api-key'),
        bucket: endpoint.bucket,
        scope: endpoint.scope,
      });
      limitHeaders = rateLimitHeaders(rateLimit);
      // Public reads may come from the replica (docs/scaling.md, "PgBouncer and the read replica"); the
      // key check and the limiter's spend above, private reads and every write stay on the primary.
      const lagTolerant = endpoint.method === 'GET' && endpoint.scope === 'public';
      let target: ReadTarget = lagTolerant
        ? await readTarget()
        : { db, source: 'primary', worldVersion: null };
      let readVersion = target.worldVersion ?? worldVersion;
      const query = parseOrBadRequest(endpoint.query, queryObject(request), 'query');
      // Next passes no params at all to routes without dynamic segments.
      const params = parseOrBadRequest(endpoint.params, (await context?.params) ?? {}, 'path');
      const conditional = endpoint.method === 'GET';
      // The parsed query and params, so spelling and defaults do not split one answer into two tags.
      const requestParts = [principal.userId, endpoint.id, params, query];
      const headers: Record<string, string> = { ...limitHeaders, 'X-Request-Id': requestId };
      // Turn-scoped: the world version names the answer, so a match skips the handler entirely.
      const versionEtag =
        conditional && endpoint.turnScoped && readVersion ? weakEtag([...requestParts, readVersion]) : null;
      if (versionEtag && matchesIfNoneMatch(request, versionEtag)) return notModified(versionEtag, headers);
      const body = endpoint.body
        ? parseOrBadRequest(endpoint.body, await readJsonBody(request), 'body')
        : undefined;
      // baseUrl and log are built on first use: most reads need neither, and this is the hot path.
      let baseUrl: string | undefined;
      let requestLog: Logger | undefined;
      const extraHeaders: Record<string, string> = {};
      const run = () =>
        handler({
          db: target.db,
          principal,
          query,
          params,
          body,
          request,
          requestId,
          worldVersion: readVersion,
          setHeader: (name: string, value: string) => {
            extraHeaders[name] = value;
          },
          get baseUrl() {
            return (baseUrl ??= publicBaseUrl(request));
          },
          get log() {
            return (requestLog ??= log.child({ requestId, endpoint: endpoint.id }));
          },
        } as V1Context<E>);
      let payload: z.input<E['response']>;
      try {
        payload = await run();
      } catch (error) {
        // The replica went away mid-read (the primary serves until the next lag check), or its replay
        // cancelled the read: the primary answers.
        if (target.source !== 'replica') throw error;
        const lost = isConnectionFailure(error);
        if (!lost && !isRecoveryConflict(error)) throw error;
        if (lost) replicaRouter()?.reportFailure(error);
        target = { db, source: 'primary', worldVersion: null };
        readVersion = worldVersion;
        payload = await run();
      }
      // The turn this answer was read at: a replica's may be one behind the primary's.
      const readTurn = worldTurnOf(readVersion);
      if (readTurn !== null) headers['X-World-Turn'] = String(readTurn);
      const json = JSON.stringify(endpoint.envelope === 'none' ? payload : { ok: true, ...payload });
      const responseHeaders: Record<string, string> = {
        ...extraHeaders,
        ...headers,
        'Content-Type': 'application/json',
      };
      if (!conditional)
        return new Response(json, { headers: { ...responseHeaders, 'Cache-Control': 'no-store' } });
      // Anything else may change between turns (a transfer, a bill), so its tag is its content.
      const etag = versionEtag ?? weakEtag([...requestParts, json]);
      if (matchesIfNoneMatch(request, etag)) return notModified(etag, headers);
      return new Response(json, {
        headers: { ...responseHeaders, ETag: etag, 'Cache-Control': CONDITIONAL_CACHE_CONTROL },
      });
    } catch (error) {
      return v1ErrorResponse(toAppError(error, requestId), requestId, limitHeaders);
    }
  };
}
