'use client';

import { groupNotifications } from './group-notifications';
import { Badge } from '@/components/ui/Badge';
import Link from 'next/link';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/Field';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { SkeletonText } from '@/components/ui/Skeleton';
import { NotificationsGate } from './NotificationsGate';
import { toast } from '@/components/ui/Toaster';
import { DateTime } from '@/components/ui/DateTime';
import type { NotificationsPage } from '@/lib/systems/core/notifications/schemas';
import {
  markNotificationsRead,
  useNotificationPages,
  type NotificationItem,
} from '@/lib/systems/game/browser/desk-messages';

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : 'Something went wrong.');

function NotificationCard({ item }: { item: NotificationItem }) {
  const read = () => {
    if (!item.read) void markNotificationsRead({ ids: [item.id] }).catch(() => undefined);
  };
  return (
    <li
      className={cn(
        'border-b border-border py-3 last:border-b-0',
        !item.read && 'border-l-4 border-l-accent pl-3',
      )}
      data-testid="notification-item"
    >
      <p className={cn('m-0', !item.read && 'font-semibold')}>
        {item.urgent && (
          <>
            <Badge tone="danger">Urgent</Badge>{' '}
          </>
        )}
        {item.link ? (
          <Link href={item.link} onClick={read}>
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </p>
      <p className="m-0 text-muted">{item.body}</p>
      <p className="m-0 flex flex-wrap items-center gap-x-3 text-sm text-muted">
        <span>
          Turn {item.turn} · <DateTime iso={item.createdAt} />
        </span>
        {!item.read && (
          <Button variant="ghost" size="sm" onClick={read}>
            Mark read
          </Button>
        )}
      </p>
    </li>
  );
}

function NotificationList({ initial }: { initial?: NotificationsPage }) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, size, setSize, isValidating } = useNotificationPages(unreadOnly, initial);
  const items = data?.flatMap((page) => page.notifications) ?? [];
  const unreadCount = data?.[0]?.unreadCount ?? 0;
  const more = data ? data[data.length - 1]?.nextCursor !== null : false;

  async function markAll() {
    setFailure(null);
    try {
      const { updated } = await markNotificationsRead({ all: true });
      toast(
        updated === 1 ? 'Marked 1 notification read.' : `Marked ${updated} notifications read.`,
        'success',
      );
    } catch (caught) {
      setFailure(errorText(caught));
    }
  }

  return (
    <Card
      title={unreadCount > 0 ? `Notifications (${unreadCount} unread)` : 'Notifications'}
      actions={
        <span className="flex flex-wrap items-center gap-2">
          <Checkbox
            label="Unread only"
            checked={unreadOnly}
            onChange={(event) => setUnreadOnly(event.target.checked)}
          />
          <Button variant="secondary" size="sm" onClick={markAll} disabled={unreadCount === 0}>
            Mark all read
          </Button>
        </span>
      }
    >
      <ErrorAlert message={failure} />
      {error && <ErrorAlert message={`Notifications could not be loaded: ${error.message}`} />}
      {!data && !error && <SkeletonText label="Loading notifications…" />}
      {data && items.length === 0 && (
        <EmptyState title={unreadOnly ? 'No unread notifications' : 'No notifications yet'}>
          Election results, bills, payments to you and events where you live will show here.
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="m-0 list-none p-0">
          {groupNotifications(items).map((group) =>
            group.items.length === 1 ? (
              <NotificationCard key={group.key} item={group.items[0]!} />
            ) : (
              <li key={group.key} className="border-b border-border py-2 last:border-b-0">
                <details>
                  <summary className="flex min-h-11 cursor-pointer items-center gap-2">
                    <span className="font-semibold">
                      {group.items.length} from turn {group.turn}: {group.items[0]!.title}, and{' '}
                      {group.items.length - 1} more like it
                    </span>
                    {group.items.some((i) => !i.read) && (
                      <Badge tone="accent">{group.items.filter((i) => !i.read).length} unread</Badge>
                    )}
                  </summary>
                  <ul className="m-0 list-none p-0 pl-4">
                    {group.items.map((item) => (
                      <NotificationCard key={item.id} item={item} />
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
      )}
      {more && (
        <Button variant="secondary" onClick={() => void setSize(size + 1)} disabled={isValidating}>
          {isValidating ? 'Loading…' : 'Show older'}
        </Button>
      )}
    </Card>
  );
}

/**
 * /notifications: the list with paging, an unread filter and mark-all.
 * `initial` is the first page the server read for the signed-in player.
 */
export function NotificationsView({ initial }: { initial?: NotificationsPage }) {
  return (
    <NotificationsGate next="/notifications">
      <NotificationList initial={initial} />
    </NotificationsGate>
  );
}
