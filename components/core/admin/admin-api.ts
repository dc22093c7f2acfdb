// SWR hooks and write calls for the admin dashboard. The dashboard polls faster than the
// 60 s of client-nav/client-status because an operator is watching it.

import useSWR from 'swr';
import { fetchJson, getJson, isApiError, isRetryableError } from '@/lib/platform/browser/fetcher';
import { refreshClientNav } from '@/lib/systems/game/browser/session';
import type { GameStatus } from '@/lib/systems/game/browser/types';
import { fetchHealth, HEALTH_KEY } from './health-fetch';
import type { AdminOverview, AdvanceTurnResult, GameStatusResult, HealthReport } from './types';

import { ADMIN_OVERVIEW_KEY } from './keys';

export { ADMIN_OVERVIEW_KEY };
export const ADMIN_POLL_INTERVAL_MS = 15_000;

const adminPolling = {
  refreshInterval: ADMIN_POLL_INTERVAL_MS,
  revalidateOnFocus: true,
  shouldRetryOnError: isRetryableError,
  errorRetryCount: 3,
};

export function useAdminOverview() {
  return useSWR<AdminOverview, Error>(ADMIN_OVERVIEW_KEY, getJson, {
    ...adminPolling,
    onError: (error) => {
      // Session ended or admin rights were removed: client-nav re-read lets the page react.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) void refreshClientNav();
    },
  });
}

export function useHealth() {
  return useSWR<HealthReport, Error>(HEALTH_KEY, () => fetchHealth(), adminPolling);
}

export function advanceTurn(): Promise<AdvanceTurnResult> {
  return fetchJson<AdvanceTurnResult>('/api/admin/turn/advance', { method: 'POST', body: {} });
}

export function setGameStatus(status: GameStatus): Promise<GameStatusResult> {
  return fetchJson<GameStatusResult>('/api/admin/game/status', { method: 'PATCH', body: { status } });
}

export function setGameFlags(flags: {
  transfersPaused?: boolean;
  forexEnabled?: boolean;
}): Promise<{ transfersPaused: boolean; forexEnabled: boolean }> {
  return fetchJson('/api/admin/game/flags', { method: 'PATCH', body: flags });
}

export function toggleSubsidiaries(): Promise<{ subsidiaryCorporationsEnabled: boolean }> {
  return fetchJson<{ subsidiaryCorporationsEnabled: boolean }>(
    '/api/admin/corporations/subsidiaries/toggle',
    {
      method: 'POST',
      body: {},
    },
  );
}
