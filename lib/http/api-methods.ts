import { AppError } from '../errors';
import { UNSUPPORTED_METHOD_SUFFIX } from './incoming-request';
import { apiErrorResponse, apiNotFoundResponse } from './not-found';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The methods each API route exports. proxy.ts reads it because Next never lets an unknown method
 * (TRACE, …) reach a route, and its own 405s carry no Allow header. lib/http/api-methods.test.ts
 * checks it against the route files, so it cannot drift.
 */
export const API_ROUTE_METHODS: Record<string, readonly Method[]> = {
  '/api/admin/game/status': ['PATCH'],
  '/api/admin/overview': ['GET'],
  '/api/admin/turn/advance': ['POST'],
  '/api/auth/login': ['POST'],
  '/api/auth/logout': ['POST'],
  '/api/auth/register': ['POST'],
  '/api/bench/static': ['GET'],
  '/api/client-nav': ['GET'],
  '/api/client-status': ['GET'],
  '/api/countries/[code]/metrics': ['GET'],
  '/api/countries/[code]/metrics/history': ['GET'],
  '/api/countries/[code]/economy': ['GET'],
  '/api/error-codes': ['GET'],
  '/api/health': ['GET'],
  '/api/policy': ['GET'],
  '/api/public/v1/character': ['GET'],
  '/api/public/v1/character/[id]': ['GET'],
  '/api/public/v1/characterSearch': ['GET'],
  '/api/public/v1/characters/bulk': ['GET'],
  '/api/public/v1/country': ['GET'],
  '/api/public/v1/country/[code]': ['GET'],
  '/api/public/v1/country/[code]/metrics': ['GET'],
  '/api/public/v1/country/[code]/budget': ['GET'],
  '/api/public/v1/country/[code]/economy': ['GET'],
  '/api/public/v1/country/[code]/economy/history': ['GET'],
  '/api/public/v1/game': ['GET'],
  '/api/public/v1/meta': ['GET'],
  '/api/public/v1/openapi.json': ['GET'],
  '/api/public/v1/parties': ['GET'],
  '/api/public/v1/party': ['GET'],
  '/api/settings/api-keys': ['GET', 'POST'],
  '/api/settings/api-keys/[id]': ['DELETE'],
  '/api/settings/policy': ['GET', 'POST'],
  '/api/settings/theme': ['PATCH'],
};

/** Route patterns as matchers; a static segment wins over a dynamic one, as in Next. */
const ROUTES = Object.entries(API_ROUTE_METHODS)
  .map(([pattern, methods]) => ({
    regex: new RegExp(`^${pattern.replace(/\[[^\]/]+\]/g, '[^/]+').replace(/\./g, '\\.')}/?$`),
    dynamic: pattern.includes('['),
    methods,
  }))
  .sort((a, b) => Number(a.dynamic) - Number(b.dynamic));

/** The Allow header of the route serving `pathname`, or null when no route does. */
export function allowedMethods(pathname: string): string | null {
  const route = ROUTES.find(({ regex }) => regex.test(pathname));
  if (!route) return null;
  // Next answers HEAD with GET and implements OPTIONS for every route.
  const allow = new Set<string>([...route.methods, 'OPTIONS']);
  if (allow.has('GET')) allow.add('HEAD');
  return [...allow].sort().join(', ');
}

const NEXT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * 405 with Allow when the route serving the request lacks its method, 404 for a method Next cannot
 * route at all on a path no route serves; null when the request may go on.
 */
export function screenApiMethod(request: Request): Response | null {
  const allow = allowedMethods(new URL(request.url).pathname);
  if (!allow) return NEXT_METHODS.has(request.method) ? null : apiNotFoundResponse(request);
  if (allow.split(', ').includes(request.method)) return null;
  const method = request.method.replace(UNSUPPORTED_METHOD_SUFFIX, '');
  const message = `${method} is not supported here. Allowed: ${allow}.`;
  return apiErrorResponse(
    request,
    new AppError('METHOD_NOT_ALLOWED', message, { headers: { Allow: allow } }),
  );
}
