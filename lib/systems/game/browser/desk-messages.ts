// SWR hooks and calls for notifications and player mail (the bell, /notifications and /mail).

import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { fetchJson, getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import type { MailPage, MailView } from '@/lib/systems/core/mail/schemas';
import type { NotificationPreferenceView, NotificationsPage } from '@/lib/systems/core/notifications/schemas';
import { refreshClientNav } from './session';
import { MESSAGE_PAGE_SIZE as PAGE_SIZE } from './keys';

export type { MailView, NotificationPreferenceView };
export type NotificationItem = NotificationsPage['notifications'][number];

const options = { shouldRetryOnError: isRetryableError, errorRetryCount: 3 };

/** Every SWR key under these prefixes is stale after a read mark or a send. */
function revalidate(prefix: string): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}

async function afterNotificationChange() {
  await Promise.all([
    revalidate('/api/notifications?'),
    revalidate('$inf$/api/notifications?'),
    refreshClientNav(),
  ]);
}

async function afterMailChange() {
  await Promise.all([revalidate('/api/mail'), revalidate('$inf$/api/mail'), refreshClientNav()]);
}

/** The bell's drop-down: the newest few, fetched only while it is open. */
export function useLatestNotifications(open: boolean, limit = 8) {
  return useSWR<NotificationsPage, Error>(
    open ? `/api/notifications?limit=${limit}` : null,
    getJson,
    options,
  );
}

/** The inbox page: pages of notifications by cursor, optionally only the unread ones. */
/** `initial` is the server-rendered first page of all notifications (the page's first HTML). */
export function useNotificationPages(unreadOnly: boolean, initial?: NotificationsPage) {
  return useSWRInfinite<NotificationsPage, Error>(
    (index, previous: NotificationsPage | null) => {
      if (previous && previous.nextCursor === null) return null;
      const cursor = previous ? `&cursor=${previous.nextCursor}` : '';
      return `/api/notifications?limit=${PAGE_SIZE}${unreadOnly ? '&unread=true' : ''}${cursor}`;
    },
    getJson,
    { ...options, revalidateFirstPage: true, fallbackData: initial && !unreadOnly ? [initial] : undefined },
  );
}

export async function markNotificationsRead(body: { ids: string[] } | { all: true }) {
  const result = await fetchJson<{ updated: number; unreadCount: number }>('/api/notifications', {
    method: 'PATCH',
    body,
  });
  await afterNotificationChange();
  return result;
}

export function useNotificationPreferences(
  enabled: boolean,
  initial?: { preferences: NotificationPreferenceView[] },
) {
  return useSWR<{ preferences: NotificationPreferenceView[] }, Error>(
    enabled ? '/api/notifications/preferences' : null,
    getJson,
    { ...options, fallbackData: initial },
  );
}

export async function setNotificationPreference(kind: string, enabled: boolean) {
  const result = await fetchJson<{ preferences: NotificationPreferenceView[] }>(
    '/api/notifications/preferences',
    { method: 'PATCH', body: { preferences: { [kind]: enabled } } },
  );
  await mutate('/api/notifications/preferences', result, { revalidate: false });
  return result;
}

/** Received (`/api/mail`) or sent (`/api/mail/sent`) mail, in pages. */
/** `initial` is the server-rendered first page of this box (the page's first HTML). */
export function useMailPages(box: 'inbox' | 'sent', enabled = true, initial?: MailPage) {
  const base = box === 'inbox' ? '/api/mail' : '/api/mail/sent';
  return useSWRInfinite<MailPage & { unreadCount?: number }, Error>(
    (index, previous: MailPage | null) => {
      if (!enabled || (previous && previous.nextCursor === null)) return null;
      return `${base}?limit=${PAGE_SIZE}${previous ? `&cursor=${previous.nextCursor}` : ''}`;
    },
    getJson,
    { ...options, revalidateFirstPage: true, fallbackData: initial ? [initial] : undefined },
  );
}

export async function sendMail(body: {
  to: string | number;
  subject: string;
  body: string;
  inReplyToId?: string;
}) {
  const result = await fetchJson<{ message: MailView }>('/api/mail', { method: 'POST', body });
  await afterMailChange();
  return result;
}

export async function markMailRead(id: string) {
  const result = await fetchJson<{ message: MailView }>(`/api/mail/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { read: true },
  });
  await afterMailChange();
  return result;
}
