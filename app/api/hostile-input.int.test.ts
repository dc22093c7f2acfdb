import { GET as countryEconomyPage } from './countries/[code]/economy/route';
import { GET as countryTradePage } from './countries/[code]/trade/route';
import { GET as commoditiesPage } from './commodities/route';
import { GET as commodityPage } from './commodities/[key]/route';
import { POST as setTariff } from './admin/trade/tariffs/route';
import { DELETE as removeTariff } from './admin/trade/tariffs/[id]/route';
import { POST as imposeEmbargo } from './admin/trade/embargoes/route';
import { DELETE as liftEmbargo } from './admin/trade/embargoes/[id]/route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PATCH as setGameStatus } from '@/app/api/admin/game/status/route';
import { PATCH as setGameFlags } from '@/app/api/admin/game/flags/route';
import { POST as sendFunds } from '@/app/api/transfers/route';
import { GET as searchRecipients } from '@/app/api/transfers/recipients/route';
import { POST as exchangeCurrency } from '@/app/api/forex/exchange/route';
import { POST as buyBond } from '@/app/api/bonds/[id]/buy/route';
import { POST as sellBond } from '@/app/api/bonds/[id]/sell/route';
import { GET as bondMarket } from '@/app/api/bonds/route';
import { POST as issueBond } from '@/app/api/corporations/[id]/bonds/route';
import { GET as holdingGroup } from '@/app/api/corporations/[id]/group/route';
import { GET as subsidiaryPanel } from '@/app/api/corporations/[id]/subsidiary/route';
import { POST as formalizeSubsidiary } from '@/app/api/corporations/[id]/subsidiary/formalize/route';
import { POST as releaseSubsidiary } from '@/app/api/corporations/[id]/subsidiary/release/route';
import { POST as injectCapital } from '@/app/api/corporations/[id]/subsidiary/capital-injection/route';
import { POST as setDividendFloor } from '@/app/api/corporations/[id]/subsidiary/dividend-floor/route';
import { POST as appointSubsidiaryCeo } from '@/app/api/corporations/[id]/subsidiary/appoint-ceo/route';
import { POST as spinOffSubsidiary } from '@/app/api/corporations/[id]/subsidiary/spin-off/route';
import { POST as buyFundUnits } from '@/app/api/funds/[slug]/buy/route';
import { POST as redeemFundUnits } from '@/app/api/funds/[slug]/redeem/route';
import { GET as fundPage } from '@/app/api/funds/[slug]/route';
import { GET as fundList } from '@/app/api/funds/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as countryMetricsHistory } from '@/app/api/countries/[code]/metrics/history/route';
import { GET as countryMetrics } from '@/app/api/countries/[code]/metrics/route';
import { GET as policyRecords } from '@/app/api/policy/route';
import { DELETE as revokeKey } from '@/app/api/settings/api-keys/[id]/route';
import { POST as createKey } from '@/app/api/settings/api-keys/route';
import { POST as shiftPolicy } from '@/app/api/settings/policy/route';
import { PATCH as setTheme } from '@/app/api/settings/theme/route';
import { POST as createCharacter } from '@/app/api/setup/character/route';
import { PATCH as updateProfile } from '@/app/api/settings/profile/route';
import { POST as joinParty } from '@/app/api/parties/join/route';
import { POST as donateToParty } from '@/app/api/parties/donate/route';
import { GET as partyPage } from '@/app/api/parties/[id]/route';
import { GET as newsFeed, POST as postNews } from '@/app/api/news/route';
import { GET as referendumsPage } from '@/app/api/referendums/route';
import { GET as organizationPage } from '@/app/api/organizations/[id]/route';
import { GET as organizationsPage } from '@/app/api/organizations/route';
import { GET as conflictsBoard } from '@/app/api/conflicts/route';
import { GET as worldEvent } from '@/app/api/events/[id]/route';
import { GET as activeWorldEvents } from '@/app/api/events/active/route';
import { GET as worldEvents } from '@/app/api/events/route';
import { GET as leaderboardPage } from '@/app/api/leaderboard/route';
import { GET as countryHistoryPage } from '@/app/api/countries/[code]/history/route';
import { GET as characterCareer } from '@/app/api/characters/[id]/career/route';
import { GET as countryPolitics } from '@/app/api/countries/[code]/politics/route';
import { POST as campaign } from '@/app/api/elections/[id]/campaign/route';
import { POST as fileCandidacy } from '@/app/api/elections/[id]/candidacy/route';
import { GET as electionPage } from '@/app/api/elections/[id]/route';
import { GET as electionsPage } from '@/app/api/elections/route';
import { POST as buyCorporationShares } from '@/app/api/corporations/[id]/buy/route';
import { POST as setCorporationDividends } from '@/app/api/corporations/[id]/dividends/route';
import { POST as takeCorporationPublic } from '@/app/api/corporations/[id]/go-public/route';
import { POST as issueCorporationShares } from '@/app/api/corporations/[id]/issue/route';
import { DELETE as cancelShareOrder } from '@/app/api/corporations/[id]/orders/[orderId]/route';
import { POST as placeShareOrder } from '@/app/api/corporations/[id]/orders/route';
import { GET as corporationPage } from '@/app/api/corporations/[id]/route';
import { GET as pickCorporations, POST as foundCorporation } from '@/app/api/corporations/route';
import { GET as marketPage } from '@/app/api/market/route';
import { GET as billDetail } from '@/app/api/legislation/bills/[id]/route';
import { POST as voteOnBill } from '@/app/api/legislation/bills/[id]/vote/route';
import { POST as proposeBill } from '@/app/api/legislation/bills/route';
import { GET as listBillsPage } from '@/app/api/legislation/route';
import { GET as listResourceCapacity } from '@/app/api/admin/resource-capacity/route';
import { PATCH as setResourceCapacity } from '@/app/api/admin/resource-capacity/[stateId]/route';
import { GET as listContracts, POST as grantContract } from '@/app/api/contracts/extraction/route';
import { DELETE as revokeContract } from '@/app/api/contracts/extraction/[id]/route';
import { GET as listOffers, POST as offerContract } from '@/app/api/contracts/extraction/offers/route';
import { POST as decideOffer } from '@/app/api/contracts/extraction/offers/[id]/route';
import { GET as resourceMap } from '@/app/api/map/resources/route';
import { GET as stateResources } from '@/app/api/states/[id]/resources/route';
import { GET as extractionDesk } from '@/app/api/states/[id]/extraction-desk/route';
import { GET as pickCharacters } from '@/app/api/characters/route';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { PRIVATE_V1_PREFIX, PUBLIC_V1_PREFIX } from '@/lib/platform/public-api/constants';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { endpointParams } from '@/lib/platform/public-api/endpoint-params';
import { freshApiKey } from '@/lib/testing/api-keys';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { callEndpoint, routePathsUnder } from '@/lib/testing/route-files';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { writeMarks } from '@/lib/testing/write-marks';
import type { TestDatabase } from '@/lib/testing/test-database';

/**
 * Section 3 of issue 5: every input the catalog and the client routes declare is fed hostile text.
 * The answer is a 400 BAD_REQUEST in the endpoint's envelope, or a proper answer; never a 5xx, and a
 * refused request writes nothing.
 */

type Hostile = { label: string; value: string; mustRefuse: boolean };
const HOSTILE: Hostile[] = [
  { label: 'NUL', value: '🙂\u0000', mustRefuse: true },
  { label: 'escape character', value: 'a\u001bb', mustRefuse: true },
  { label: 'lone surrogate', value: 'a\ud83d', mustRefuse: true },
  { label: '10 kB string', value: 'x'.repeat(10_240), mustRefuse: true },
  { label: 'right-to-left marks', value: '\u200f\u202eabc\u200e', mustRefuse: false },
];

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
interface ClientInput {
  path: string;
  method: string;
  handler?: Handler;
  /** Who calls it: a username to sign in as, or nobody. */
  as?: string;
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** Every client route, with a valid call each hostile value is swapped into one field at a time. */
const CLIENT_ROUTES: ClientInput[] = [
  {
    path: '/api/auth/login',
    method: 'POST',
    handler: login,
    body: { email: 'alice', password: 'not-her-password' },
  },
  {
    path: '/api/auth/register',
    method: 'POST',
    handler: register,
    body: { email: 'hostile@example.com', username: 'hostile', password: 'long enough pw', displayName: 'H' },
  },
  { path: '/api/settings/theme', method: 'PATCH', handler: setTheme, as: 'alice', body: { theme: 'dark' } },
  {
    path: '/api/settings/api-keys',
    method: 'POST',
    handler: createKey,
    as: 'bob',
    body: { scope: 'public', name: 'k' },
  },
  {
    path: '/api/settings/api-keys/[id]',
    method: 'DELETE',
    handler: revokeKey,
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/settings/policy',
    method: 'POST',
    handler: shiftPolicy,
    as: 'alice',
    body: { axis: 'economic', direction: 1 },
  },
  {
    path: '/api/policy',
    method: 'GET',
    handler: policyRecords,
    query: { scope: 'state', stateId: 'CA', country: 'US' },
  },
  {
    path: '/api/countries/[code]/metrics',
    method: 'GET',
    handler: countryMetrics,
    params: { code: 'us' },
    query: { category: 'economic' },
  },
  {
    path: '/api/countries/[code]/metrics/history',
    method: 'GET',
    handler: countryMetricsHistory,
    params: { code: 'us' },
    query: { metric: 'gdpGrowth', limit: '10' },
  },
  {
    path: '/api/admin/game/status',
    method: 'PATCH',
    handler: setGameStatus,
    as: 'admin',
    body: { status: 'active' },
  },
  {
    path: '/api/countries/[code]/economy',
    method: 'GET',
    handler: countryEconomyPage,
    params: { code: 'us' },
  },
  {
    path: '/api/countries/[code]/trade',
    method: 'GET',
    handler: countryTradePage,
    params: { code: 'us' },
  },
  { path: '/api/commodities', method: 'GET', handler: commoditiesPage, query: { country: 'us' } },
  {
    path: '/api/commodities/[key]',
    method: 'GET',
    handler: commodityPage,
    params: { key: 'steel' },
    query: { country: 'us' },
  },
  {
    path: '/api/admin/trade/tariffs',
    method: 'POST',
    handler: setTariff,
    as: 'admin',
    body: { country: 'US', scope: 'sector', targetSectorType: 'energy', rate: 4, sourceBillId: 'b1' },
  },
  {
    path: '/api/admin/trade/tariffs/[id]',
    method: 'DELETE',
    handler: removeTariff,
    as: 'admin',
    params: { id: '999999' },
  },
  {
    path: '/api/admin/trade/embargoes',
    method: 'POST',
    handler: imposeEmbargo,
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
    handler: liftEmbargo,
    as: 'admin',
    params: { id: '999999' },
  },
  {
    path: '/api/setup/character',
    method: 'POST',
    handler: createCharacter,
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
    handler: updateProfile,
    as: 'bob',
    body: {
      chatId: 'bob-chat',
      demographics: { ageBracket: '45-54', occupation: 'Rancher', hometown: 'Waco' },
    },
  },
  { path: '/api/parties/join', method: 'POST', handler: joinParty, as: 'bob', body: { partyId: 'us-rep' } },
  { path: '/api/parties/donate', method: 'POST', handler: donateToParty, as: 'bob', body: { amount: 100 } },
  { path: '/api/parties/[id]', method: 'GET', handler: partyPage, params: { id: 'us-dem' } },
  {
    path: '/api/news',
    method: 'POST',
    handler: postNews,
    as: 'alice',
    body: { title: 'Hostile title', content: 'Body text.', category: 'opinion' },
  },
  { path: '/api/news', method: 'GET', handler: newsFeed, query: { limit: '5', category: 'politics' } },
  {
    path: '/api/referendums',
    method: 'GET',
    handler: referendumsPage,
    query: { country: 'US', status: 'active', limit: '5' },
  },
  { path: '/api/organizations', method: 'GET', handler: organizationsPage },
  { path: '/api/organizations/[id]', method: 'GET', handler: organizationPage, params: { id: 'nasc' } },
  {
    path: '/api/conflicts',
    method: 'GET',
    handler: conflictsBoard,
    query: { country: 'DE', status: 'active', limit: '5' },
  },
  {
    path: '/api/events',
    method: 'GET',
    handler: worldEvents,
    query: { country: 'US', kind: 'strike', status: 'active', limit: '5' },
  },
  { path: '/api/events/active', method: 'GET', handler: activeWorldEvents, query: { country: 'DE' } },
  { path: '/api/events/[id]', method: 'GET', handler: worldEvent, params: { id: '1' } },
  {
    path: '/api/leaderboard',
    method: 'GET',
    handler: leaderboardPage,
    query: { country: 'US', metric: 'funds', limit: '5' },
  },
  {
    path: '/api/countries/[code]/history',
    method: 'GET',
    handler: countryHistoryPage,
    params: { code: 'us' },
    query: { limit: '5', type: 'leader_change', beforeTurn: '10' },
  },
  { path: '/api/elections', method: 'GET', handler: electionsPage, query: { country: 'US', state: 'CA' } },
  {
    path: '/api/elections/[id]',
    method: 'GET',
    handler: electionPage,
    as: 'alice',
    params: { id: 'us-president-nat-0-30' },
  },
  {
    path: '/api/elections/[id]/candidacy',
    method: 'POST',
    handler: fileCandidacy,
    as: 'alice',
    params: { id: 'us-president-nat-0-30' },
  },
  {
    path: '/api/elections/[id]/campaign',
    method: 'POST',
    handler: campaign,
    as: 'alice',
    params: { id: 'us-president-nat-0-30' },
    body: { amount: 100 },
  },
  { path: '/api/countries/[code]/politics', method: 'GET', handler: countryPolitics, params: { code: 'us' } },
  { path: '/api/characters/[id]/career', method: 'GET', handler: characterCareer, params: { id: '1' } },
  {
    path: '/api/corporations',
    method: 'POST',
    handler: foundCorporation,
    as: 'bob',
    body: { name: 'Hostile Holdings', type: 'technology', capital: 20000 },
  },
  { path: '/api/corporations/[id]', method: 'GET', handler: corporationPage, params: { id: '1' } },
  {
    path: '/api/corporations/[id]/orders',
    method: 'POST',
    handler: placeShareOrder,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { shares: 10, pricePerShare: 5 },
  },
  {
    path: '/api/corporations/[id]/orders/[orderId]',
    method: 'DELETE',
    handler: cancelShareOrder,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff', orderId: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/corporations/[id]/buy',
    method: 'POST',
    handler: buyCorporationShares,
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { shares: 1, maxPricePerShare: 10 },
  },
  {
    path: '/api/corporations/[id]/issue',
    method: 'POST',
    handler: issueCorporationShares,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { shares: 1000 },
  },
  {
    path: '/api/corporations/[id]/go-public',
    method: 'POST',
    handler: takeCorporationPublic,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { shares: 1000 },
  },
  {
    path: '/api/corporations/[id]/dividends',
    method: 'POST',
    handler: setCorporationDividends,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { ratePct: 5 },
  },
  { path: '/api/market', method: 'GET', handler: marketPage, query: { type: 'technology', view: 'share' } },
  { path: '/api/bonds', method: 'GET', handler: bondMarket, as: 'alice', query: { corp: 'x', page: '1' } },
  {
    path: '/api/bonds/[id]/buy',
    method: 'POST',
    handler: buyBond,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { units: 1 },
  },
  {
    path: '/api/bonds/[id]/sell',
    method: 'POST',
    handler: sellBond,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { units: 1 },
  },
  {
    path: '/api/corporations/[id]/bonds',
    method: 'POST',
    handler: issueBond,
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { amount: 100_000, maturityTurns: 96 },
  },
  { path: '/api/corporations/[id]/group', method: 'GET', handler: holdingGroup, params: { id: '1' } },
  {
    path: '/api/corporations/[id]/subsidiary',
    method: 'GET',
    handler: subsidiaryPanel,
    as: 'alice',
    params: { id: '1' },
  },
  {
    path: '/api/corporations/[id]/subsidiary/formalize',
    method: 'POST',
    handler: formalizeSubsidiary,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { parentCorporationId: 'eeeeeeeeeeeeeeeeeeeeeeee' },
  },
  {
    path: '/api/corporations/[id]/subsidiary/release',
    method: 'POST',
    handler: releaseSubsidiary,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { dismissCaretaker: true },
  },
  {
    path: '/api/corporations/[id]/subsidiary/capital-injection',
    method: 'POST',
    handler: injectCapital,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { amount: 100 },
  },
  {
    path: '/api/corporations/[id]/subsidiary/dividend-floor',
    method: 'POST',
    handler: setDividendFloor,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { floorPct: 5 },
  },
  {
    path: '/api/corporations/[id]/subsidiary/appoint-ceo',
    method: 'POST',
    handler: appointSubsidiaryCeo,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { ceoType: 'npp', forcedNppId: 'npp-x' },
  },
  {
    path: '/api/corporations/[id]/subsidiary/spin-off',
    method: 'POST',
    handler: spinOffSubsidiary,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { sectorType: 'technology', name: 'Hostile Spin', appointedCeoType: 'npp' },
  },
  { path: '/api/funds', method: 'GET', handler: fundList, query: { country: 'us', scope: 'country' } },
  { path: '/api/funds/[slug]', method: 'GET', handler: fundPage, as: 'alice', params: { slug: 'us_top_25' } },
  {
    path: '/api/funds/[slug]/buy',
    method: 'POST',
    handler: buyFundUnits,
    as: 'alice',
    params: { slug: 'no_such_fund' },
    body: { units: 1 },
  },
  {
    path: '/api/funds/[slug]/redeem',
    method: 'POST',
    handler: redeemFundUnits,
    as: 'alice',
    params: { slug: 'us_top_25' },
    body: { units: 1 },
  },
  {
    path: '/api/legislation',
    method: 'GET',
    handler: listBillsPage,
    query: { country: 'us', status: 'pending', limit: '5' },
  },
  {
    path: '/api/legislation/bills',
    method: 'POST',
    handler: proposeBill,
    as: 'alice',
    body: { legislationTypeId: 'us_state_housing', optionIndex: 0, stateId: 'CA' },
  },
  {
    path: '/api/legislation/bills/[id]',
    method: 'GET',
    handler: billDetail,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/legislation/bills/[id]/vote',
    method: 'POST',
    handler: voteOnBill,
    as: 'alice',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { vote: 'yes' },
  },
  {
    path: '/api/admin/game/flags',
    method: 'PATCH',
    handler: setGameFlags,
    as: 'admin',
    body: { transfersPaused: false, forexEnabled: true },
  },
  {
    path: '/api/transfers',
    method: 'POST',
    handler: sendFunds,
    as: 'alice',
    body: { targetCharacterId: 'ffffffffffffffffffffffff', amount: 1000 },
  },
  {
    path: '/api/transfers/recipients',
    method: 'GET',
    handler: searchRecipients,
    as: 'alice',
    query: { q: 'bob' },
  },
  {
    path: '/api/forex/exchange',
    method: 'POST',
    handler: exchangeCurrency,
    as: 'bob',
    body: { fromCurrency: 'GBP', toCurrency: 'USD', amount: 10 },
  },
  {
    path: '/api/contracts/extraction',
    method: 'GET',
    handler: listContracts,
    query: { stateId: 'TX', corporationId: 'ffffffffffffffffffffffff', resource: 'oil', countryId: 'US' },
  },
  {
    path: '/api/contracts/extraction',
    method: 'POST',
    handler: grantContract,
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
    handler: revokeContract,
    as: 'admin',
    params: { id: 'ffffffffffffffffffffffff' },
  },
  {
    path: '/api/contracts/extraction/offers',
    method: 'GET',
    handler: listOffers,
    query: { stateId: 'TX', corporationId: 'ffffffffffffffffffffffff', status: 'pending' },
  },
  {
    path: '/api/contracts/extraction/offers',
    method: 'POST',
    handler: offerContract,
    as: 'alice',
    body: { corporationId: 'ffffffffffffffffffffffff', stateId: 'TX', resource: 'oil', share: 0.1 },
  },
  {
    path: '/api/contracts/extraction/offers/[id]',
    method: 'POST',
    handler: decideOffer,
    as: 'bob',
    params: { id: 'ffffffffffffffffffffffff' },
    body: { decision: 'accept' },
  },
  { path: '/api/states/[id]/resources', method: 'GET', handler: stateResources, params: { id: 'TX' } },
  {
    path: '/api/states/[id]/extraction-desk',
    method: 'GET',
    handler: extractionDesk,
    as: 'alice',
    params: { id: 'TX' },
  },
  { path: '/api/characters', method: 'GET', handler: pickCharacters, query: { name: 'Alice' } },
  { path: '/api/corporations', method: 'GET', handler: pickCorporations, query: { name: 'Inc' } },
  {
    path: '/api/map/resources',
    method: 'GET',
    handler: resourceMap,
    query: { country: 'US', resource: 'oil' },
  },
  { path: '/api/admin/resource-capacity', method: 'GET', handler: listResourceCapacity, as: 'admin' },
  {
    path: '/api/admin/resource-capacity/[stateId]',
    method: 'PATCH',
    handler: setResourceCapacity,
    as: 'admin',
    params: { stateId: 'ZZ' },
    body: { resources: { oil: 5 } },
  },
  // No inputs beyond the session: listed so the parity check below knows they were considered.
  { path: '/api/actions/fundraise', method: 'POST' },
  { path: '/api/parties/leave', method: 'POST' },
  { path: '/api/settings/profile', method: 'GET' },
  { path: '/api/admin/overview', method: 'GET' },
  { path: '/api/admin/corporations/subsidiaries/toggle', method: 'POST' },
  { path: '/api/admin/turn/advance', method: 'POST' },
  { path: '/api/auth/logout', method: 'POST' },
  { path: '/api/bench/static', method: 'GET' },
  { path: '/api/client-nav', method: 'GET' },
  { path: '/api/client-status', method: 'GET' },
  { path: '/api/docs/openapi.json', method: 'GET' },
  { path: '/api/error-codes', method: 'GET' },
  { path: '/api/forex', method: 'GET' },
  { path: '/api/health', method: 'GET' },
  { path: '/api/legislation/me', method: 'GET' },
  { path: '/api/settings/api-keys', method: 'GET' },
  { path: '/api/settings/policy', method: 'GET' },
];

let database: TestDatabase;
let apiKey: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = await createSeededTestDatabase();
  apiKey = await freshApiKey('carol', 'private');
  for (const user of ['alice', 'bob', 'admin']) cookies[user] = await loginAs(user);
});
afterAll(() => database?.close());

/**
 * What a refused request must leave alone: every table but the bookkeeping any request may touch
 * (limiter counters, sessions, a key's last use). Cheap enough to take twice per case.
 */
const snapshot = () =>
  writeMarks(database.db, {
    skipTables: ['rate_limits', 'worker_heartbeats', 'sessions'],
    compareByContent: { api_keys: ['id', 'user_id', 'prefix', 'token_hash', 'scope', 'name', 'revoked_at'] },
  });

async function expectAnswer(
  response: Response,
  hostile: Hostile,
  before: string,
  envelope: 'v1' | 'client',
  where: string,
) {
  const body = (await response.json()) as Record<string, unknown>;
  const what = `${where} with ${hostile.label}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`;
  expect(response.status, what).toBeLessThan(500);
  if (hostile.mustRefuse) {
    expect(response.status, what).toBe(400);
    expect(body, what).toEqual(
      envelope === 'v1'
        ? { ok: false, error: expect.any(String), code: 'BAD_REQUEST' }
        : { error: expect.any(String), code: 'BAD_REQUEST' },
    );
  }
  if (response.status >= 400) expect(await snapshot(), `${what} wrote to the database`).toBe(before);
}

const catalogCases = Object.values(endpoints).flatMap((endpoint: AnyEndpoint) => {
  const bodyFields = endpoint.body instanceof z.ZodObject ? Object.keys(endpoint.body.shape) : [];
  const fields = [
    ...endpointParams(endpoint).map((param) => ({ name: param.name, in: param.in })),
    ...bodyFields.map((name) => ({ name, in: 'body' as const })),
  ];
  return fields.flatMap((field) =>
    HOSTILE.map((hostile) => ({
      endpoint,
      field,
      hostile,
      id: `${endpoint.path} ${field.in} ${field.name}`,
    })),
  );
});

describe('hostile text in v1 inputs', () => {
  it('covers every input the catalog declares', () => {
    expect(catalogCases.length).toBeGreaterThan(0);
  });

  it.each(catalogCases.map((c) => [`${c.id} <- ${c.hostile.label}`, c] as const))('%s', async (_name, c) => {
    const example = c.endpoint.example ?? {};
    const query = { ...example.query };
    const params = { ...example.params };
    const body = example.body === undefined ? undefined : { ...(example.body as object) };
    if (c.field.in === 'query') query[c.field.name] = c.hostile.value;
    if (c.field.in === 'path') params[c.field.name] = c.hostile.value;
    if (c.field.in === 'body') (body as Record<string, unknown>)[c.field.name] = c.hostile.value;
    // A query string cannot carry a lone surrogate (URL encoding makes it U+FFFD): not a refusal case.
    const hostile =
      c.field.in === 'query' && c.hostile.label === 'lone surrogate'
        ? { ...c.hostile, mustRefuse: false }
        : c.hostile;
    const before = await snapshot();
    const response = await callEndpoint(c.endpoint, { apiKey, query, params, body });
    await expectAnswer(response, hostile, before, 'v1', c.id);
  });
});

const clientCases = CLIENT_ROUTES.filter((route) => route.handler).flatMap((route) =>
  [
    ...Object.keys(route.body ?? {}).map((name) => ({ name, in: 'body' as const })),
    ...Object.keys(route.params ?? {}).map((name) => ({ name, in: 'path' as const })),
    ...Object.keys(route.query ?? {}).map((name) => ({ name, in: 'query' as const })),
  ].flatMap((field) => HOSTILE.map((hostile) => ({ route, field, hostile }))),
);

describe('hostile text in client inputs', () => {
  it('lists every client route file', () => {
    const listed = new Set(CLIENT_ROUTES.map((route) => route.path));
    const v1 = [PUBLIC_V1_PREFIX, PRIVATE_V1_PREFIX];
    for (const path of routePathsUnder('/api')) {
      if (v1.some((prefix) => path.startsWith(`${prefix}/`)) || path === '/api/[...path]') continue;
      expect(listed.has(path), `${path} is missing from CLIENT_ROUTES`).toBe(true);
    }
  });

  it.each(
    clientCases.map(
      (c) => [`${c.route.method} ${c.route.path} ${c.field.name} <- ${c.hostile.label}`, c] as const,
    ),
  )('%s', async (name, c) => {
    const swap = (where: 'body' | 'path' | 'query', values: Record<string, unknown> | undefined) =>
      values && { ...values, ...(c.field.in === where ? { [c.field.name]: c.hostile.value } : {}) };
    const body = swap('body', c.route.body);
    const params = swap('path', c.route.params) as Record<string, string> | undefined;
    const query = swap('query', c.route.query) as Record<string, string> | undefined;
    const search = query ? `?${new URLSearchParams(query)}` : '';
    // As for v1: a query string cannot carry a lone surrogate (URL encoding makes it U+FFFD).
    const hostile =
      c.field.in === 'query' && c.hostile.label === 'lone surrogate'
        ? { ...c.hostile, mustRefuse: false }
        : c.hostile;
    const before = await snapshot();
    const request = clientRequest(`${c.route.path.replace(/\[[^\]]+\]/g, 'x')}${search}`, {
      method: c.route.method,
      body,
      cookie: c.route.as ? cookies[c.route.as] : undefined,
    });
    const response = await c.route.handler!(request, routeContext(params));
    await expectAnswer(response, hostile, before, 'client', name);
  });
});
