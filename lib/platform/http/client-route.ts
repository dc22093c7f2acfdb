import type { z } from 'zod';
import { sessionTokenFromCookieHeader } from '@/lib/platform/auth/session';
import { findSessionUser } from '@/lib/platform/auth/sessions';
import { getDb, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import type { User } from '@/models';
import { consumeRateLimit, type RateLimitBucket } from '@/lib/platform/rate-limit';
import { parseInput } from '@/lib/platform/validation';
import { clientErrorResponse, toAppError } from './envelopes';
import { clientIp, newRequestId, readJsonBody, type RouteContext } from './request';
import { assertSameOrigin } from './same-origin';

type AuthMode = 'none' | 'optional' | 'user' | 'admin';
type UserFor<A extends AuthMode> = A extends 'user' | 'admin'
  ? User
  : A extends 'optional'
    ? User | null
    : null;

export interface ClientContext<A extends AuthMode, B extends z.ZodType | undefined> {
  db: Db;
  user: UserFor<A>;
  body: B extends z.ZodType ? z.output<B> : undefined;
  params: Record<string, string | string[] | undefined>;
  request: Request;
  requestId: string;
}

interface ClientRouteOptions<A extends AuthMode, B extends z.ZodType | undefined> {
  auth: A;
  body?: B;
  /** Per-IP bucket for anonymous routes, per-account for signed-in ones. */
  rateLimit?: RateLimitBucket;
}

/**
 * Wraps a client (cookie) endpoint: session, admin check, origin check, rate limit, body validation,
 * and the `{ error, code }` envelope. A handler returns a payload object, or a Response to set cookies.
 */
export function clientRoute<A extends AuthMode, B extends z.ZodType | undefined = undefined>(
  options: ClientRouteOptions<A, B>,
  handler: (ctx: ClientContext<A, B>) => Promise<object | Response>,
) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    const requestId = newRequestId(request);
    try {
      const db = getDb();
      const user =
        options.auth === 'none'
          ? null
          : await findSessionUser(db, sessionTokenFromCookieHeader(request.headers.get('cookie')));
      if ((options.auth === 'user' || options.auth === 'admin') && !user) {
        throw new AppError('UNAUTHORIZED', 'Please log in.');
      }
      if (options.auth === 'admin' && !user?.isAdmin) {
        throw new AppError('FORBIDDEN', 'Administrators only.');
      }
      assertSameOrigin(request);
      if (options.rateLimit) {
        await consumeRateLimit(db, options.rateLimit, user ? `user:${user.id}` : `ip:${clientIp(request)}`);
      }
      const body = options.body ? parseInput(options.body, await readJsonBody(request)) : undefined;
      const params = context?.params ? await context.params : {};
      const result = await handler({ db, user, body, params, request, requestId } as ClientContext<A, B>);
      if (result instanceof Response) return result;
      return Response.json(result, { headers: { 'X-Request-Id': requestId, 'Cache-Control': 'no-store' } });
    } catch (error) {
      return clientErrorResponse(toAppError(error, requestId), requestId);
    }
  };
}

/** A JSON response that also sets (or clears) one cookie or several. */
export function jsonWithCookie(
  payload: object,
  setCookie: string | readonly string[],
  status = 200,
): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of typeof setCookie === 'string' ? [setCookie] : setCookie)
    headers.append('Set-Cookie', cookie);
  return Response.json(payload, { status, headers });
}
