// The settings page's reads (API keys, profile) and the theme's cache update, apart from hooks.ts so the
// settings page does not load every page's hooks (first-load JavaScript, docs/ui.md).

import useSWR, { mutate } from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import type { ApiKeySummary, ClientNav, PlayerProfile, ThemePreference } from './types';
import { CLIENT_NAV_KEY } from './keys';
import { API_KEYS_KEY, pollingOptions } from './session';

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

export const PROFILE_KEY = '/api/settings/profile';

export function usePlayerProfile(enabled: boolean) {
  return useSWR<PlayerProfile, Error>(enabled ? PROFILE_KEY : null, getJson, pollingOptions);
}
