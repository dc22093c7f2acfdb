'use client';

import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Bell, Mail } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { DateTime } from '@/components/ui/DateTime';
import { useClientNav } from '@/lib/systems/game/browser/hooks';
import {
  markNotificationsRead,
  useLatestNotifications,
  type NotificationItem,
} from '@/lib/systems/game/browser/desk-messages';

const iconButton =
  'relative inline-flex min-h-touch min-w-touch items-center justify-center rounded-md border-0 bg-transparent text-link no-underline hover:bg-accent-soft md:min-h-10 md:min-w-10 [&_svg]:size-5';

/** The count as the badge shows it; the button's name uses the same text (axe: label-content-name-mismatch). */
const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-semibold leading-5 text-on-accent"
    >
      {shownCount(count)}
    </span>
  );
}

function NotificationRow({
  item,
  onPick,
}: {
  item: NotificationItem;
  onPick: (item: NotificationItem) => void;
}) {
  const inner = (
    <>
      <span className={cn('block', !item.read && 'font-semibold')}>
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
        <Link href={item.link} className={className} onClick={() => onPick(item)}>
          {inner}
        </Link>
      ) : (
        <div className={className}>{inner}</div>
      )}
    </li>
  );
}

/** The bell: the unread count, and on open the latest notifications, which opening marks read. */
function NotificationBell({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const { data, error } = useLatestNotifications(open);
  const marked = useRef(new Set<string>());

  useEffect(() => {
    if (!open || !data) return;
    const ids = data.notifications.filter((n) => !n.read && !marked.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) marked.current.add(id);
    // Seen is read: the list keeps its bold until it is next opened, so the player sees what was new.
    void markNotificationsRead({ ids }).catch(() => {
      for (const id of ids) marked.current.delete(id);
    });
  }, [open, data]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={iconButton}
        aria-label={unread > 0 ? `Notifications, ${shownCount(unread)} unread` : 'Notifications'}
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" />
        <CountBadge count={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-md border border-border bg-surface text-text shadow-lg"
        >
          <h2 className="m-0 border-b border-border px-3 py-2 text-base">Notifications</h2>
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
                <NotificationRow key={item.id} item={item} onPick={() => setOpen(false)} />
              ))}
            </ul>
          )}
          <div className="border-t border-border p-1">
            <Button
              variant="ghost"
              className="w-full justify-start"
              onClick={() => {
                setOpen(false);
                router.push('/notifications');
              }}
            >
              See all notifications
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The bell and the mail link with their unread counts, for a signed-in player with a character. */
export function DeskIndicators() {
  const { data: nav } = useClientNav();
  if (!nav?.user || !nav.hasCharacter) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <NotificationBell unread={nav.unreadCount} />
      <Link
        href="/mail"
        className={iconButton}
        aria-label={nav.unreadMailCount > 0 ? `Mail, ${shownCount(nav.unreadMailCount)} unread` : 'Mail'}
        data-testid="mail-link"
      >
        <Mail aria-hidden="true" />
        <CountBadge count={nav.unreadMailCount} />
      </Link>
    </span>
  );
}
