// The home page's reads (the desk and the first-day checklist), apart from hooks.ts so the home page does
// not load every page's hooks (first-load JavaScript, docs/ui.md).

import useSWR, { mutate } from 'swr';
import { getJson } from '@/lib/platform/browser/fetcher';
import type { Desk } from '@/lib/systems/game/desk/get-desk';
import type { Onboarding } from '@/lib/systems/game/onboarding/onboarding';
import { polledFrom, useClientNav } from './session';

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
