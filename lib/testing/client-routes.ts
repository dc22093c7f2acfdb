import { clientRequest, routeContext } from './client-requests';
import { importRoute } from './route-files';

/**
 * Tests only: the catalog of client routes (`/api/*` outside v1). Every route file is listed (a parity
 * test checks it) with a valid call: who signs in and the body, path and query values that make a
 * proper request. The hostile-input test swaps bad text into one field at a time; the fuzz test
 * generates whole inputs around them.
 */
export interface ClientRoute {
  /** The route file's path, e.g. `/api/parties/[id]`. */
  path: string;
  method: string;
  /** Who calls it: a username to sign in as, or nobody. */
  as?: string;
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export const CLIENT_ROUTES: ClientRoute[] = [
  {
    path: '/api/auth/login',
    method: 'POST',
    body: { email: 'alice', password: 'not-her-password' },
  },
  {
    path: '/api/auth/register',
    method: 'POST',
    body: { email: 'hostile@example.com', username: 'hostile', password: 'long enough pw', displayName: 'H' },
  },
  { path: '/api/settings/theme', method: 'PATCH', as: 'alice', body: { theme: 'dark' } },
  {
    path: '/api/settings/api-keys',
    method: 'POST',
    as: 'bob',
    body: { scope: 'public', name: 'k' },
  },
  {
    path: '/api/settings/api-keys/[id]',
    method: 'DELETE',
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/settings/policy',
    method: 'POST',
    as: 'alice',
    body: { axis: 'economic', direction: 1 },
  },
  {
    path: '/api/policy',
    method: 'GET',
    query: { scope: 'state', stateId: 'CA', country: 'US' },
  },
  {
    path: '/api/countries/[code]/metrics',
    method: 'GET',
    params: { code: 'us' },
    query: { category: 'economic' },
  },
  {
    path: '/api/countries/[code]/metrics/history',
    method: 'GET',
    params: { code: 'us' },
    query: { metric: 'gdpGrowth', limit: '10' },
  },
  {
    path: '/api/admin/game/status',
    method: 'PATCH',
    as: 'admin',
    body: { status: 'active' },
  },
  {
    path: '/api/countries/[code]/economy',
    method: 'GET',
    params: { code: 'us' },
  },
  {
    path: '/api/countries/[code]/trade',
    method: 'GET',
    params: { code: 'us' },
  },
  { path: '/api/commodities', method: 'GET', query: { country: 'us' } },
  {
    path: '/api/commodities/[key]',
    method: 'GET',
    params: { key: 'steel' },
    query: { country: 'us' },
  },
  {
    path: '/api/admin/trade/tariffs',
    method: 'POST',
    as: 'admin',
    body: { country: 'US', scope: 'sector', targetSectorType: 'energy', rate: 4, sourceBillId: 'b1' },
  },
  {
    path: '/api/admin/trade/tariffs/[id]',
    method: 'DELETE',
    as: 'admin',
    params: { id: '999999' },
  },
  {
    path: '/api/admin/trade/embargoes',
    method: 'POST',
    as: 'admin',
    body: {
      sourceCountry: 'US',
      targetCountry: 'JP',
      commodity: 'steel',
      origin: 'organization',
      organizationId: 'o1',
    },
  },
  {
    path: '/api/admin/trade/embargoes/[id]',
    method: 'DELETE',
    as: 'admin',
    params: { id: '999999' },
  },
  {
    path: '/api/setup/character',
    method: 'POST',
    // The admin account has no character; the one value accepted (right-to-left marks) may create it.
    as: 'admin',
    body: {
      name: 'Hostile Hal',
      bio: 'b',
      countryId: 'US',
      stateId: 'CA',
      economic: 1,
      social: -1,
      partyId: 'us-dem',
      demographics: { ageBracket: '25-34', occupation: 'Clerk', hometown: 'Fresno' },
    },
  },
  {
    path: '/api/settings/profile',
    method: 'PATCH',
    as: 'bob',
    body: {
      chatId: 'bob-chat',
      demographics: { ageBracket: '45-54', occupation: 'Rancher', hometown: 'Waco' },
    },
  },
  { path: '/api/parties/join', method: 'POST', as: 'bob', body: { partyId: 'us-rep' } },
  { path: '/api/parties/donate', method: 'POST', as: 'bob', body: { amount: 100 } },
  { path: '/api/parties/[id]', method: 'GET', params: { id: 'us-dem' } },
  {
    path: '/api/news',
    method: 'POST',
    as: 'alice',
    body: { title: 'Hostile title', content: 'Body text.', category: 'opinion' },
  },
  { path: '/api/news', method: 'GET', query: { limit: '5', category: 'politics' } },
  {
    path: '/api/referendums',
    method: 'GET',
    query: { country: 'US', status: 'active', limit: '5' },
  },
  { path: '/api/organizations', method: 'GET' },
  { path: '/api/organizations/[id]', method: 'GET', params: { id: 'nasc' } },
  {
    path: '/api/conflicts',
    method: 'GET',
    query: { country: 'DE', status: 'active', limit: '5' },
  },
  {
    path: '/api/events',
    method: 'GET',
    query: { country: 'US', kind: 'strike', status: 'active', limit: '5' },
  },
  { path: '/api/events/active', method: 'GET', query: { country: 'DE' } },
  { path: '/api/events/[id]', method: 'GET', params: { id: '1' } },
  {
    path: '/api/leaderboard',
    method: 'GET',
    query: { country: 'US', metric: 'funds', limit: '5' },
  },
  {
    path: '/api/countries/[code]/history',
    method: 'GET',
    params: { code: 'us' },
    query: { limit: '5', type: 'leader_change', beforeTurn: '10' },
  },
  { path: '/api/elections', method: 'GET', query: { country: 'US', state: 'CA' } },
  {
    path: '/api/elections/[id]',
    method: 'GET',
    as: 'alice',
    params: { id: 'us-president-nat-0-30' },
  },
  {
    path: '/api/elections/[id]/candidacy',
    method: 'POST',
    as: 'alice',
    params: { id: 'us-president-nat-0-30' },
  },
  {
    path: '/api/elections/[id]/campaign',
    method: 'POST',
    as: 'alice',
    params: { id: 'us-president-nat-0-30' },
    body: { amount: 100 },
  },
  {
    path: '/api/elections/[id]/actions',
    method: 'POST',
    as: 'alice',
    params: { id: 'us-president-nat-0-30' },
    body: { kind: 'canvass', regionId: 'OH' },
  },
  { path: '/api/countries/[code]/politics', method: 'GET', params: { code: 'us' } },
  { path: '/api/characters/[id]/career', method: 'GET', params: { id: '1' } },
  {
    path: '/api/corporations',
    method: 'POST',
    as: 'bob',
    body: { name: 'Hostile Holdings', type: 'technology', capital: 20000 },
  },
  { path: '/api/corporations/[id]', method: 'GET', params: { id: '1' } },
  {
    path: '/api/corporations/[id]/orders',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { shares: 10, pricePerShare: 5 },
  },
  {
    path: '/api/corporations/[id]/orders/[orderId]',
    method: 'DELETE',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff', orderId: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/corporations/[id]/buy',
    method: 'POST',
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { shares: 1, maxPricePerShare: 10 },
  },
  {
    path: '/api/corporations/[id]/issue',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { shares: 1000 },
  },
  {
    path: '/api/corporations/[id]/go-public',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { shares: 1000 },
  },
  {
    path: '/api/corporations/[id]/dividends',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { ratePct: 5 },
  },
  { path: '/api/market', method: 'GET', query: { type: 'technology', view: 'share' } },
  { path: '/api/bonds', method: 'GET', as: 'alice', query: { corp: 'x', page: '1' } },
  {
    path: '/api/bonds/[id]/buy',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { units: 1 },
  },
  {
    path: '/api/bonds/[id]/sell',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { units: 1 },
  },
  {
    path: '/api/corporations/[id]/bonds',
    method: 'POST',
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { amount: 100_000, maturityTurns: 96 },
  },
  { path: '/api/corporations/[id]/group', method: 'GET', params: { id: '1' } },
  {
    path: '/api/corporations/[id]/subsidiary',
    method: 'GET',
    as: 'alice',
    params: { id: '1' },
  },
  {
    path: '/api/corporations/[id]/subsidiary/formalize',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { parentCorporationId: 'eeeeeeeeeeeeeeeeeeeeeeee' },
  },
  {
    path: '/api/corporations/[id]/subsidiary/release',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { dismissCaretaker: true },
  },
  {
    path: '/api/corporations/[id]/subsidiary/capital-injection',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { amount: 100 },
  },
  {
    path: '/api/corporations/[id]/subsidiary/dividend-floor',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { floorPct: 5 },
  },
  {
    path: '/api/corporations/[id]/subsidiary/appoint-ceo',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { ceoType: 'npp', forcedNppId: 'npp-x' },
  },
  {
    path: '/api/corporations/[id]/subsidiary/spin-off',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { sectorType: 'technology', name: 'Hostile Spin', appointedCeoType: 'npp' },
  },
  { path: '/api/funds', method: 'GET', query: { country: 'us', scope: 'country' } },
  { path: '/api/funds/[slug]', method: 'GET', as: 'alice', params: { slug: 'us_top_25' } },
  {
    path: '/api/funds/[slug]/buy',
    method: 'POST',
    as: 'alice',
    params: { slug: 'no_such_fund' },
    body: { units: 1 },
  },
  {
    path: '/api/funds/[slug]/redeem',
    method: 'POST',
    as: 'alice',
    params: { slug: 'us_top_25' },
    body: { units: 1 },
  },
  {
    path: '/api/legislation',
    method: 'GET',
    query: { country: 'us', status: 'pending', limit: '5' },
  },
  {
    path: '/api/legislation/bills',
    method: 'POST',
    as: 'alice',
    body: { legislationTypeId: 'us_state_housing', optionIndex: 0, stateId: 'CA' },
  },
  {
    path: '/api/legislation/bills/[id]',
    method: 'GET',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/legislation/bills/[id]/vote',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { vote: 'yes' },
  },
  { path: '/api/offices/resign', method: 'POST', as: 'carol', body: { seatId: 'uk-mp-nowhere-1' } },
  { path: '/api/confidence-votes', method: 'POST', as: 'carol', body: {} },
  {
    path: '/api/confidence-votes/[id]/vote',
    method: 'POST',
    as: 'carol',
    params: { id: 'cv-uk-1' },
    body: { vote: 'yes' },
  },
  {
    path: '/api/central-bank/[countryCode]/rate',
    method: 'POST',
    as: 'alice',
    params: { countryCode: 'US' },
    body: { rate: 4.5 },
  },
  {
    path: '/api/executive/nominations',
    method: 'POST',
    as: 'alice',
    body: { seatId: 'us-cabinet-nat-1', characterId: 'ffffffffffffffffffffffff' },
  },
  { path: '/api/decisions', method: 'GET', as: 'alice' },
  {
    path: '/api/decisions/[id]',
    method: 'POST',
    as: 'alice',
    params: { id: '999999' },
    body: { option: 'wait' },
  },
  {
    path: '/api/executive/nominations/[id]/vote',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { vote: 'yes' },
  },
  {
    path: '/api/executive/cabinet/[seatId]/dismiss',
    method: 'POST',
    as: 'alice',
    params: { seatId: 'us-cabinet-nat-1' },
  },
  {
    path: '/api/executive/orders',
    method: 'POST',
    as: 'alice',
    body: { legislationTypeId: 'us_minimum_wage', optionIndex: 1 },
  },
  {
    path: '/api/executive/orders/[id]',
    method: 'DELETE',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  { path: '/api/executive/me', method: 'GET', as: 'alice', query: { country: 'US' } },
  {
    path: '/api/legislation/bills/[id]/sign',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/legislation/bills/[id]/veto',
    method: 'POST',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { message: 'Not this one.' },
  },
  {
    path: '/api/admin/game/flags',
    method: 'PATCH',
    as: 'admin',
    body: { transfersPaused: false, forexEnabled: true },
  },
  {
    path: '/api/transfers',
    method: 'POST',
    as: 'alice',
    body: { targetCharacterId: 'ffffffffffffffffffffffff', amount: 1000 },
  },
  { path: '/api/portfolio', method: 'GET', as: 'alice' },
  { path: '/api/admin/users', method: 'GET', as: 'admin', query: { q: 'ali', page: '1' } },
  {
    path: '/api/admin/users/[id]/ban',
    method: 'POST',
    as: 'admin',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { banned: true, reason: 'spam' },
  },
  { path: '/api/admin/audit', method: 'GET', as: 'admin' },
  {
    path: '/api/admin/news/[id]/hide',
    method: 'POST',
    as: 'admin',
    params: { id: '999999' },
    body: { hidden: true, reason: 'abuse' },
  },
  {
    path: '/api/admin/mail/[id]/hide',
    method: 'POST',
    as: 'admin',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { hidden: true, reason: 'abuse' },
  },
  {
    path: '/api/settings/account',
    method: 'DELETE',
    as: 'carol',
    body: { currentPassword: 'wrong-password', confirm: 'delete my account' },
  },
  {
    path: '/api/settings/account/password',
    method: 'POST',
    as: 'carol',
    body: { currentPassword: 'wrong-password', newPassword: 'a-new-password-1' },
  },
  {
    path: '/api/settings/account/email',
    method: 'POST',
    as: 'carol',
    body: { currentPassword: 'wrong-password', email: 'carol2@example.com' },
  },
  { path: '/api/settings/account/sessions', method: 'GET', as: 'carol' },
  {
    path: '/api/money/history',
    method: 'GET',
    as: 'alice',
    query: { kind: 'funds_transfer', page: '1' },
  },
  {
    path: '/api/transfers/recipients',
    method: 'GET',
    as: 'alice',
    query: { q: 'bob' },
  },
  {
    path: '/api/forex/exchange',
    method: 'POST',
    as: 'bob',
    body: { fromCurrency: 'GBP', toCurrency: 'USD', amount: 10 },
  },
  {
    path: '/api/contracts/extraction',
    method: 'GET',
    query: { stateId: 'TX', corporationId: 'ffffffffffffffffffffffff', resource: 'oil', countryId: 'US' },
  },
  {
    path: '/api/contracts/extraction',
    method: 'POST',
    as: 'admin',
    body: {
      stateId: 'TX',
      corporationId: 'ffffffffffffffffffffffff',
      resource: 'oil',
      share: 0.1,
      grantedBy: 'us-governor',
      grantedByLevel: 'state',
    },
  },
  {
    path: '/api/contracts/extraction/[id]',
    method: 'DELETE',
    as: 'admin',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/contracts/extraction/offers',
    method: 'GET',
    query: { stateId: 'TX', corporationId: 'ffffffffffffffffffffffff', status: 'pending' },
  },
  {
    path: '/api/contracts/extraction/offers',
    method: 'POST',
    as: 'alice',
    body: { corporationId: 'ffffffffffffffffffffffff', stateId: 'TX', resource: 'oil', share: 0.1 },
  },
  {
    path: '/api/contracts/extraction/offers/[id]',
    method: 'POST',
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { decision: 'accept' },
  },
  { path: '/api/states/[id]/resources', method: 'GET', params: { id: 'TX' } },
  {
    path: '/api/states/[id]/extraction-desk',
    method: 'GET',
    as: 'alice',
    params: { id: 'TX' },
  },
  { path: '/api/characters', method: 'GET', query: { name: 'Alice' } },
  {
    path: '/api/map/resources',
    method: 'GET',
    query: { country: 'US', resource: 'oil' },
  },
  { path: '/api/admin/resource-capacity', method: 'GET', as: 'admin' },
  {
    path: '/api/admin/resource-capacity/[stateId]',
    method: 'PATCH',
    as: 'admin',
    params: { stateId: 'ZZ' },
    body: { resources: { oil: 5 } },
  },
  {
    path: '/api/admin/seats/[seatId]/holder',
    method: 'PUT',
    as: 'admin',
    params: { seatId: 'us-president-nat-1' },
    body: { characterId: '0123456789abcdef01234567' },
  },
  {
    path: '/api/notifications',
    method: 'GET',
    as: 'alice',
    query: { cursor: '5', limit: '5', unread: 'true' },
  },
  {
    path: '/api/notifications',
    method: 'PATCH',
    as: 'alice',
    body: { ids: ['ffffffffffffffffffffffff'] },
  },
  {
    path: '/api/notifications/preferences',
    method: 'PATCH',
    as: 'alice',
    body: { preferences: { achievement: true } },
  },
  { path: '/api/mail', method: 'GET', as: 'alice', query: { cursor: '5', limit: '5' } },
  {
    path: '/api/mail',
    method: 'POST',
    as: 'alice',
    body: { to: '2', subject: 'Hello', body: 'A line.', inReplyToId: 'ffffffffffffffffffffffff' },
  },
  { path: '/api/mail/sent', method: 'GET', as: 'alice', query: { limit: '5' } },
  {
    path: '/api/mail/[id]',
    method: 'GET',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/mail/[id]',
    method: 'PATCH',
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { read: true },
  },
  { path: '/api/notifications/preferences', method: 'GET' },
  { path: '/api/desk', method: 'GET' },
  { path: '/api/corporations', method: 'GET', query: { name: 'Inc' } },
  // No inputs beyond the session: listed so the parity check below knows they were considered.
  { path: '/api/actions/fundraise', method: 'POST' },
  { path: '/api/onboarding', method: 'GET', as: 'alice' },
  { path: '/api/onboarding/reward', method: 'POST', as: 'alice' },
  { path: '/api/parties/leave', method: 'POST' },
  { path: '/api/settings/profile', method: 'GET' },
  { path: '/api/admin/overview', method: 'GET' },
  { path: '/api/admin/corporations/subsidiaries/toggle', method: 'POST' },
  { path: '/api/admin/turn/advance', method: 'POST' },
  { path: '/api/auth/logout', method: 'POST' },
  { path: '/api/bench/static', method: 'GET' },
  { path: '/api/client-nav', method: 'GET' },
  { path: '/api/client-status', method: 'GET' },
  { path: '/api/game/turn/dashboard', method: 'GET' },
  { path: '/api/pip/standard', method: 'GET' },
  { path: '/api/pip/elections', method: 'GET' },
  { path: '/api/pip/corp', method: 'GET' },
  { path: '/api/pip/global', method: 'GET' },
  { path: '/api/character/me', method: 'GET' },
  { path: '/api/countries', method: 'GET' },
  { path: '/api/docs/openapi.json', method: 'GET' },
  { path: '/api/error-codes', method: 'GET' },
  { path: '/api/forex', method: 'GET' },
  { path: '/api/health', method: 'GET' },
  { path: '/api/legislation/me', method: 'GET' },
  { path: '/api/settings/api-keys', method: 'GET' },
  { path: '/api/settings/policy', method: 'GET' },
];

/** The inputs a route declares, by where they go. */
export function clientRouteFields(route: ClientRoute): { name: string; in: 'body' | 'path' | 'query' }[] {
  return [
    ...Object.keys(route.body ?? {}).map((name) => ({ name, in: 'body' as const })),
    ...Object.keys(route.params ?? {}).map((name) => ({ name, in: 'path' as const })),
    ...Object.keys(route.query ?? {}).map((name) => ({ name, in: 'query' as const })),
  ];
}

export interface ClientCall {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  cookie?: string;
}

/** Calls a catalogued route's real handler the way Next would, with the given inputs. */
export async function callClientRoute(route: ClientRoute, call: ClientCall): Promise<Response> {
  const handler = (await importRoute(route.path))[route.method];
  if (!handler) throw new Error(`${route.path} exports no ${route.method}`);
  const search = call.query ? `?${new URLSearchParams(call.query)}` : '';
  const request = clientRequest(`${route.path.replace(/\[[^\]]+\]/g, 'x')}${search}`, {
    method: route.method,
    body: call.body,
    cookie: call.cookie,
  });
  return handler(request, routeContext(call.params) as never);
}
