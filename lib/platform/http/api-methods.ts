import { AppError } from '@/lib/platform/errors';
import { UNSUPPORTED_METHOD_SUFFIX } from './incoming-request';
import { apiErrorResponse, apiNotFoundResponse } from './not-found';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The methods each API route exports. proxy.ts reads it because Next never lets an unknown method
 * (TRACE, …) reach a route, and its own 405s carry no Allow header. lib/platform/http/api-methods.test.ts
 * checks it against the route files, so it cannot drift.
 */
export const API_ROUTE_METHODS: Record<string, readonly Method[]> = {
  '/api/admin/game/status': ['PATCH'],
  '/api/admin/game/flags': ['PATCH'],
  '/api/transfers': ['POST'],
  '/api/transfers/recipients': ['GET'],
  '/api/forex/exchange': ['POST'],
  '/api/v1/transfer': ['POST'],
  '/api/v1/forex/exchange': ['POST'],
  '/api/admin/overview': ['GET'],
  '/api/actions/fundraise': ['POST'],
  '/api/admin/turn/advance': ['POST'],
  '/api/admin/trade/embargoes': ['POST'],
  '/api/admin/trade/embargoes/[id]': ['DELETE'],
  '/api/admin/trade/tariffs': ['POST'],
  '/api/admin/trade/tariffs/[id]': ['DELETE'],
  '/api/admin/resource-capacity': ['GET'],
  '/api/admin/resource-capacity/[stateId]': ['PATCH'],
  '/api/admin/seats/[seatId]/holder': ['PUT'],
  '/api/contracts/extraction': ['GET', 'POST'],
  '/api/contracts/extraction/[id]': ['DELETE'],
  '/api/contracts/extraction/offers': ['GET', 'POST'],
  '/api/contracts/extraction/offers/[id]': ['POST'],
  '/api/map/resources': ['GET'],
  '/api/states/[id]/resources': ['GET'],
  '/api/states/[id]/extraction-desk': ['GET'],
  '/api/auth/login': ['POST'],
  '/api/auth/logout': ['POST'],
  '/api/auth/register': ['POST'],
  '/api/bench/static': ['GET'],
  '/api/docs/openapi.json': ['GET'],
  '/api/client-nav': ['GET'],
  '/api/characters': ['GET'],
  '/api/characters/[id]/career': ['GET'],
  '/api/client-status': ['GET'],
  '/api/desk': ['GET'],
  '/api/game/turn/dashboard': ['GET'],
  '/api/pip/standard': ['GET'],
  '/api/pip/elections': ['GET'],
  '/api/pip/corp': ['GET'],
  '/api/pip/global': ['GET'],
  '/api/character/me': ['GET'],
  '/api/countries': ['GET'],
  '/api/commodities': ['GET'],
  '/api/commodities/[key]': ['GET'],
  '/api/bonds': ['GET'],
  '/api/bonds/[id]/buy': ['POST'],
  '/api/bonds/[id]/sell': ['POST'],
  '/api/corporations/[id]/bonds': ['POST'],
  '/api/corporations/[id]/group': ['GET'],
  '/api/corporations/[id]/subsidiary': ['GET'],
  '/api/corporations/[id]/subsidiary/formalize': ['POST'],
  '/api/corporations/[id]/subsidiary/release': ['POST'],
  '/api/corporations/[id]/subsidiary/capital-injection': ['POST'],
  '/api/corporations/[id]/subsidiary/dividend-floor': ['POST'],
  '/api/corporations/[id]/subsidiary/appoint-ceo': ['POST'],
  '/api/corporations/[id]/subsidiary/spin-off': ['POST'],
  '/api/admin/corporations/subsidiaries/toggle': ['POST'],
  '/api/funds': ['GET'],
  '/api/funds/[slug]': ['GET'],
  '/api/funds/[slug]/buy': ['POST'],
  '/api/funds/[slug]/redeem': ['POST'],
  '/api/countries/[code]/metrics': ['GET'],
  '/api/countries/[code]/metrics/history': ['GET'],
  '/api/countries/[code]/economy': ['GET'],
  '/api/countries/[code]/trade': ['GET'],
  '/api/countries/[code]/history': ['GET'],
  '/api/countries/[code]/politics': ['GET'],
  '/api/elections': ['GET'],
  '/api/elections/[id]': ['GET'],
  '/api/elections/[id]/campaign': ['POST'],
  '/api/elections/[id]/candidacy': ['POST'],
  '/api/corporations': ['GET', 'POST'],
  '/api/corporations/[id]': ['GET'],
  '/api/corporations/[id]/buy': ['POST'],
  '/api/corporations/[id]/dividends': ['POST'],
  '/api/corporations/[id]/go-public': ['POST'],
  '/api/corporations/[id]/issue': ['POST'],
  '/api/corporations/[id]/orders': ['POST'],
  '/api/corporations/[id]/orders/[orderId]': ['DELETE'],
  '/api/error-codes': ['GET'],
  '/api/forex': ['GET'],
  '/api/health': ['GET'],
  '/api/leaderboard': ['GET'],
  '/api/news': ['GET', 'POST'],
  '/api/notifications': ['GET', 'PATCH'],
  '/api/notifications/preferences': ['GET', 'PATCH'],
  '/api/mail': ['GET', 'POST'],
  '/api/mail/sent': ['GET'],
  '/api/mail/[id]': ['GET', 'PATCH'],
  '/api/organizations': ['GET'],
  '/api/organizations/[id]': ['GET'],
  '/api/parties/[id]': ['GET'],
  '/api/parties/donate': ['POST'],
  '/api/parties/join': ['POST'],
  '/api/parties/leave': ['POST'],
  '/api/market': ['GET'],
  '/api/legislation': ['GET'],
  '/api/legislation/me': ['GET'],
  '/api/legislation/bills': ['POST'],
  '/api/legislation/bills/[id]': ['GET'],
  '/api/legislation/bills/[id]/vote': ['POST'],
  '/api/legislation/bills/[id]/sign': ['POST'],
  '/api/legislation/bills/[id]/veto': ['POST'],
  '/api/policy': ['GET'],
  '/api/public/v1/character': ['GET'],
  '/api/public/v1/corporation': ['GET'],
  '/api/public/v1/corporation/shares/history': ['GET'],
  '/api/public/v1/corporations': ['GET'],
  '/api/public/v1/character/[id]': ['GET'],
  '/api/public/v1/character/[id]/achievements': ['GET'],
  '/api/public/v1/characterSearch': ['GET'],
  '/api/public/v1/character/[id]/career': ['GET'],
  '/api/public/v1/characters/bulk': ['GET'],
  '/api/public/v1/commodities': ['GET'],
  '/api/public/v1/commodity/[key]': ['GET'],
  '/api/public/v1/bonds': ['GET'],
  '/api/public/v1/funds': ['GET'],
  '/api/public/v1/country': ['GET'],
  '/api/public/v1/country/[code]': ['GET'],
  '/api/public/v1/country/[code]/metrics': ['GET'],
  '/api/public/v1/country/[code]/regions': ['GET'],
  '/api/public/v1/country/[code]/budget': ['GET'],
  '/api/public/v1/country/[code]/economy': ['GET'],
  '/api/public/v1/country/[code]/economy/history': ['GET'],
  '/api/public/v1/forex': ['GET'],
  '/api/public/v1/forex/[currency]': ['GET'],
  '/api/public/v1/country/[code]/history': ['GET'],
  '/api/public/v1/game': ['GET'],
  '/api/public/v1/leaderboard': ['GET'],
  '/api/public/v1/elections': ['GET'],
  '/api/public/v1/elections/[id]': ['GET'],
  '/api/public/v1/elections/archives': ['GET'],
  '/api/public/v1/government': ['GET'],
  '/api/public/v1/market': ['GET'],
  '/api/public/v1/country/[code]/legislature': ['GET'],
  '/api/public/v1/legislation': ['GET'],
  '/api/public/v1/meta': ['GET'],
  '/api/public/v1/news': ['GET'],
  '/api/public/v1/openapi.json': ['GET'],
  '/api/public/v1/organizations': ['GET'],
  '/api/public/v1/organizations/[id]': ['GET'],
  '/api/public/v1/parties': ['GET'],
  '/api/public/v1/party': ['GET'],
  '/api/public/v1/trade/embargoes': ['GET'],
  '/api/public/v1/trade/flows': ['GET'],
  '/api/public/v1/trade/tariffs': ['GET'],
  '/api/public/v1/sovereigns': ['GET'],
  '/api/public/v1/referendums': ['GET'],
  '/api/public/v1/referendums/[id]': ['GET'],
  '/api/referendums': ['GET'],
  '/api/public/v1/conflicts': ['GET'],
  '/api/public/v1/country/[code]/battles': ['GET'],
  '/api/conflicts': ['GET'],
  '/api/events': ['GET', 'HEAD'],
  '/api/events/active': ['GET'],
  '/api/events/[id]': ['GET'],
  '/api/settings/api-keys': ['GET', 'POST'],
  '/api/settings/api-keys/[id]': ['DELETE'],
  '/api/settings/policy': ['GET', 'POST'],
  '/api/settings/profile': ['GET', 'PATCH'],
  '/api/settings/theme': ['PATCH'],
  '/api/setup/character': ['POST'],
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
