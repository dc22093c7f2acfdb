'use client';

import { formatDateTime } from '@/lib/platform/browser/format';
import { useHydrated } from './ClientOnly';

/**
 * A moment in the reader's own time zone and locale. The server does not know them, so the first HTML (and
 * the hydrating pass, which must match it) shows UTC, and the browser swaps in local time once it runs.
 */
export function DateTime({ iso }: { iso: string | null }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? formatDateTime(iso)
    : iso === null
      ? formatDateTime(null)
      : `${formatDateTime(iso, 'en-US', 'UTC')} UTC`;
  return iso === null ? <>{text}</> : <time dateTime={iso}>{text}</time>;
}
