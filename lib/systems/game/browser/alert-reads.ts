// The digest and alert settings (the settings page's and /notifications' preferences), apart from
// desk-messages.ts so the settings page does not load the mail and notification lists' reads.

import useSWR, { mutate } from 'swr';
import { fetchJson, getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import type { AlertPreferencesView, UpdateAlertPreferences } from '@/lib/systems/core/alerts/schemas';

export type { AlertPreferencesView };

const options = { shouldRetryOnError: isRetryableError, errorRetryCount: 3 };

/** The daily digest and urgent alert settings (`/api/notifications/alerts`). */
export function useAlertPreferences(enabled: boolean) {
  return useSWR<AlertPreferencesView, Error>(enabled ? '/api/notifications/alerts' : null, getJson, options);
}

export async function setAlertPreferences(body: UpdateAlertPreferences) {
  const result = await fetchJson<AlertPreferencesView>('/api/notifications/alerts', {
    method: 'PATCH',
    body,
  });
  await mutate('/api/notifications/alerts', result, { revalidate: false });
  return result;
}
