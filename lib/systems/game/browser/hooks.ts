// SWR hooks over the client endpoints. docs/api-contract.md: poll client-nav and client-status about
// every 60 s, and re-fetch client-nav after a theme change. The live stream (LiveEventsProvider) revalidates
// these keys the moment a turn or notification arrives; polling is the fallback when it is unavailable.
// A page loads the whole module, so the home page's, the settings' and the country page's reads live in
// desk-reads.ts, account-reads.ts and country-reads.ts (first-load JavaScript, docs/ui.md).

import useSWR, { mutate } from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import type {
  ConflictBoard,
  Leaderboard,
  NewsFeed,
  PartyPageData,
  ReferendumList,
  OrganizationList,
  OrganizationPage,
  WorldEventList,
  PolicyPositions,
  PolicyRecord,
} from './types';
import { CLIENT_NAV_KEY, CLIENT_STATUS_KEY } from './keys';
import { withQuery } from './with-query';
import { polledFrom, pollingOptions } from './session';

export { CLIENT_NAV_KEY, CLIENT_STATUS_KEY };
export {
  API_KEYS_KEY,
  POLL_INTERVAL_MS,
  polledFrom,
  refreshClientNav,
  refreshClientStatus,
  refreshSession,
  useClientNav,
  useClientStatus,
} from './session';

export const POLICY_POSITIONS_KEY = '/api/settings/policy';

/** The signed-in player's policy positions and actions. */
export function usePolicyPositions(enabled: boolean) {
  return useSWR<PolicyPositions, Error>(enabled ? POLICY_POSITIONS_KEY : null, getJson, pollingOptions);
}

/** Policy records of one scope: `national` (optionally one country) or `state` (one state). */
export function usePolicyRecords(
  query: { scope: 'national'; country: string } | { scope: 'state'; stateId: string } | null,
) {
  const key = query
    ? query.scope === 'national'
      ? `/api/policy?scope=national&country=${encodeURIComponent(query.country)}`
      : `/api/policy?scope=state&stateId=${encodeURIComponent(query.stateId)}`
    : null;
  return useSWR<PolicyRecord[], Error>(key, getJson, pollingOptions);
}

export function refreshPolicyPositions(): Promise<PolicyPositions | undefined> {
  return mutate<PolicyPositions>(POLICY_POSITIONS_KEY);
}

// Civic pages: all public reads except the profile, polled like the rest.

/** `initial` is the server-rendered payload (the page's first HTML), refreshed by polling. */
/** `membersPage` picks which hundred of the roster comes with it (1, the most influential, by default). */
export function usePartyPage(id: string, membersPage: number, initial?: PartyPageData) {
  const query = membersPage > 1 ? `?membersPage=${membersPage}` : '';
  return useSWR<PartyPageData, Error>(
    `/api/parties/${encodeURIComponent(id)}${query}`,
    getJson,
    polledFrom(initial),
  );
}

// The list hooks below take `initial`, the server-rendered first page; a view passes it only while its
// filters are those the server read.

export function useNewsFeed(query: { category?: string; limit?: string }, initial?: NewsFeed) {
  return useSWR<NewsFeed, Error>(withQuery('/api/news', query), getJson, polledFrom(initial));
}

export function useReferendums(query: { country?: string; status?: string }, initial?: ReferendumList) {
  return useSWR<ReferendumList, Error>(withQuery('/api/referendums', query), getJson, polledFrom(initial));
}

export function useOrganizations(initial?: OrganizationList) {
  return useSWR<OrganizationList, Error>('/api/organizations', getJson, polledFrom(initial));
}

/** One organization; `initial` is the server-rendered payload, refreshed by polling. */
export function useOrganization(id: string, initial?: OrganizationPage) {
  return useSWR<OrganizationPage, Error>(
    `/api/organizations/${encodeURIComponent(id)}`,
    getJson,
    polledFrom(initial),
  );
}

/** The world page's conflicts with their control history; filters as on the v1 conflicts list. */
export function useConflictBoard(query: { country?: string; status?: string }) {
  return useSWR<ConflictBoard, Error>(withQuery('/api/conflicts', query), getJson, pollingOptions);
}

/** Crisis and random events: the active feed, or all events filtered by status, country, state and kind. */
export function useWorldEvents(
  query: {
    feed: 'active' | 'all';
    country?: string;
    state?: string;
    kind?: string;
    status?: string;
  },
  initial?: WorldEventList,
) {
  const { feed, ...filters } = query;
  return useSWR<WorldEventList, Error>(
    withQuery(feed === 'active' ? '/api/events/active' : '/api/events', filters),
    getJson,
    polledFrom(initial),
  );
}

export function useLeaderboard(
  query: { metric?: string; country?: string; limit?: string; who?: string },
  initial?: Leaderboard,
) {
  return useSWR<Leaderboard, Error>(withQuery('/api/leaderboard', query), getJson, polledFrom(initial));
}
