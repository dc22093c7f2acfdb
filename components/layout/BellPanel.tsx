'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/Badge';
import { DateTime } from '@/components/ui/DateTime';
import {
  markNotificationsRead,
  useLatestNotifications,
  type NotificationItem,
} from '@/lib/systems/game/browser/desk-messages';

function NotificationRow({ item, onPick }: { item: NotificationItem; onPick: () => void }) {
  const inner = (
    <>
      <span className={item.read ? 'block' : 'block font-semibold'}>
        {item.urgent && (
          <>
            <Badge tone="danger">Urgent</Badge>{' '}
          </>
        )}
        {item.title}
      </span>
      <span className="block text-sm text-muted">{item.body}</span>
      <span className="block text-xs text-muted">
        Turn {item.turn} · <DateTime iso={item.createdAt} />
      </span>
    </>
  );
  const className = 'block min-h-touch rounded-md px-3 py-2 text-text no-underline hover:bg-accent-soft';
  return (
    <li className="border-b border-border last:border-b-0" data-testid="bell-notification">
      {item.link ? (
        <Link href={item.link} className={className} onClick={onPick}>
          {inner}
        </Link>
      ) : (
        <div className={className}>{inner}</div>
      )}
    </li>
  );
}

/**
 * The bell's drop-down: the latest notifications, which opening marks read. Loaded on the bell's first
 * press, so its code (and the notification hooks) is not part of every page's first load.
 */
export default function BellPanel({ onClose }: { onClose: () => void }) {
  const { data, error } = useLatestNotifications(true);
  const marked = useRef(new Set<string>());

  useEffect(() => {
    if (!data) return;
    const ids = data.notifications.filter((n) => !n.read && !marked.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) marked.current.add(id);
    // Seen is read: the list keeps its bold until it is next opened, so the player sees what was new.
    void markNotificationsRead({ ids }).catch(() => {
      for (const id of ids) marked.current.delete(id);
    });
  }, [data]);

  return (
    <>
      {error && <p className="m-0 px-3 py-2 text-sm">Notifications could not be loaded.</p>}
      {!data && !error && <p className="m-0 px-3 py-2 text-sm text-muted">Loading…</p>}
      {data && data.notifications.length === 0 && (
        <p className="m-0 px-3 py-2 text-sm text-muted">
          Nothing yet. Results, payments and events will show here.
        </p>
      )}
      {data && data.notifications.length > 0 && (
        <ul className="m-0 max-h-[60vh] list-none overflow-y-auto p-0">
          {data.notifications.map((item) => (
            <NotificationRow key={item.id} item={item} onPick={onClose} />
          ))}
        </ul>
      )}
      <div className="border-t border-border p-1">
        <Link
          href="/notifications"
          onClick={onClose}
          className="flex min-h-touch items-center rounded-md px-4 font-semibold text-link no-underline hover:bg-accent-soft md:min-h-10"
        >
          See all notifications
        </Link>
      </div>
    </>
  );
}
