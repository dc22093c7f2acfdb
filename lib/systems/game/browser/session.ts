// The session's reads and writes that the root layout's islands (nav, status bar, theme, log out) use, apart
// from hooks.ts so that every page's first load does not carry every page's hooks (docs/ui.md, "First-load
// JavaScript"). hooks.ts re-exports them; a page that needs nothing else imports them from here.

import useSWR, { mutate } from 'swr';
import { fetchJson, getJson, isApiError, isRetryableError } from '@/lib/platform/browser/fetcher';
import { CLIENT_NAV_KEY, CLIENT_STATUS_KEY } from './keys';
import type { ClientNav, ClientStatus, LoginResponse, SuccessResponse } from './types';

export const API_KEYS_KEY = '/api/settings/api-keys';

export const POLL_INTERVAL_MS = 60_000;

export const pollingOptions = {
  refreshInterval: POLL_INTERVAL_MS,
  revalidateOnFocus: true,
  shouldRetryOnError: isRetryableError,
  errorRetryCount: 3,
};

/** Navigation state; the guest manifest (user null) when nobody is logged in. */
/**
 * SWR options for a polled read whose first payload the server rendered (the page's first HTML holds the
 * data; docs/ui.md, "Data in the first HTML"). Pass `initial` only for the key the server read.
 */
export function polledFrom<T>(initial: T | undefined) {
  return { ...pollingOptions, fallbackData: initial };
}

export function useClientNav() {
  return useSWR<ClientNav, Error>(CLIENT_NAV_KEY, getJson, pollingOptions);
}

/** Funds, actions and the turn clock. Fetched only while client-nav reports a logged-in user. */
export function useClientStatus() {
  const { data: nav } = useClientNav();
  return useSWR<ClientStatus, Error>(nav?.user ? CLIENT_STATUS_KEY : null, getJson, {
    ...pollingOptions,
    onError: (error) => {
      // The session ended (expired or logged out in another tab): let client-nav say so.
      if (isApiError(error) && error.status === 401) void refreshClientNav();
    },
  });
}

export function refreshClientNav(): Promise<ClientNav | undefined> {
  return mutate<ClientNav>(CLIENT_NAV_KEY);
}

export function refreshClientStatus(): Promise<ClientStatus | undefined> {
  return mutate<ClientStatus>(CLIENT_STATUS_KEY);
}

/**
 * After login or logout: drop the previous user's cached data, then re-read navigation. Null rather than
 * undefined, so the data the server rendered for the previous session (SWR's fallback) does not show again.
 */
export async function refreshSession(): Promise<ClientNav | undefined> {
  await Promise.all([
    mutate(CLIENT_STATUS_KEY, null, { revalidate: false }),
    mutate(API_KEYS_KEY, null, { revalidate: false }),
    mutate('/api/desk', null, { revalidate: false }),
  ]);
  const nav = await refreshClientNav();
  void mutate('/api/desk'); // a mounted desk re-reads as the new session
  return nav;
}

export function logIn(credentials: { email: string; password: string }): Promise<LoginResponse> {
  return fetchJson<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials });
}

export function logOut(): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/auth/logout', { method: 'POST', body: {} });
}
