// SWR hooks over the client endpoints. docs/api-contract.md: poll client-nav and client-status about
// every 60 s, and re-fetch client-nav after a theme change. The live stream (LiveEventsProvider) revalidates
// these keys the moment a turn or notification arrives; polling is the fallback when it is unavailable.

import useSWR, { mutate } from '@/lib/platform/browser/swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import type {
  ApiKeySummary,
  ClientNav,
  ConflictBoard,
  Leaderboard,
  NewsFeed,
  PartyPageData,
  PlayerProfile,
  ReferendumList,
  OrganizationList,
  OrganizationPage,
  WorldEventList,
  PolicyPositions,
  PolicyRecord,
  ThemePreference,
} from './types';
import type { Desk } from '@/lib/systems/game/desk/get-desk';
import type { Onboarding } from '@/lib/systems/game/onboarding/onboarding';
import { CLIENT_NAV_KEY, CLIENT_STATUS_KEY } from './keys';
import { withQuery } from './with-query';
import { API_KEYS_KEY, polledFrom, pollingOptions, useClientNav } from './session';

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

export function useApiKeys(enabled: boolean) {
  return useSWR<{ keys: ApiKeySummary[] }, Error>(enabled ? API_KEYS_KEY : null, getJson, {
    revalidateOnFocus: true,
    shouldRetryOnError: isRetryableError,
    errorRetryCount: 3,
  });
}

/** Puts a just-saved theme into the cached nav so it applies without waiting for the re-fetch. */
export function setCachedTheme(theme: ThemePreference): Promise<ClientNav | undefined> {
  return mutate<ClientNav>(CLIENT_NAV_KEY, (current) => (current ? { ...current, theme } : current), {
    revalidate: false,
  });
}

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

export const PROFILE_KEY = '/api/settings/profile';

export function usePlayerProfile(enabled: boolean) {
  return useSWR<PlayerProfile, Error>(enabled ? PROFILE_KEY : null, getJson, pollingOptions);
}

/** `initial` is the server-rendered payload (the page's first HTML), refreshed by polling. */
export function usePartyPage(id: string, initial?: PartyPageData) {
  return useSWR<PartyPageData, Error>(`/api/parties/${encodeURIComponent(id)}`, getJson, polledFrom(initial));
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

export const DESK_KEY = '/api/desk';

/**
 * The home page: the world for everyone, the player's desk when signed in (keyed on the session).
 * `initial` is the desk the server read for the request's session (the page's first HTML).
 */
export function useDesk(initial?: Desk) {
  const { data: nav } = useClientNav();
  return useSWR<Desk, Error>(nav ? DESK_KEY : null, getJson, polledFrom(initial));
}

export function refreshDesk(): Promise<Desk | undefined> {
  return mutate<Desk>(DESK_KEY);
}

export const ONBOARDING_KEY = '/api/onboarding';

/** The first-day checklist; fetched only for a signed-in player. `initial`: the server's read. */
export function useOnboarding(initial?: Onboarding) {
  const { data: nav } = useClientNav();
  return useSWR<Onboarding, Error>(nav?.user ? ONBOARDING_KEY : null, getJson, polledFrom(initial));
}

export function refreshOnboarding(): Promise<Onboarding | undefined> {
  return mutate<Onboarding>(ONBOARDING_KEY);
}
