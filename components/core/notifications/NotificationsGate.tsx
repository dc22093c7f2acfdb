'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkTabs } from '@/components/ui/LinkTabs';
import { SkeletonText } from '@/components/ui/Skeleton';
import { useClientNav } from '@/lib/systems/game/browser/session';

/** What a notifications page shows before its content: a login prompt, or the way to a character. */
export function NotificationsGate({ next, children }: { next: string; children: React.ReactNode }) {
  const { data: nav } = useClientNav();
  if (!nav) return <SkeletonText label="Loading…" />;
  if (!nav.user) {
    return (
      <EmptyState
        title="Log in to see your notifications"
        action={
          <Button asChild>
            <Link href={`/login?next=${next}`}>Log in</Link>
          </Button>
        }
      />
    );
  }
  if (!nav.hasCharacter) {
    return (
      <EmptyState
        title="No character yet"
        action={
          <Button asChild>
            <Link href="/setup">Create a character</Link>
          </Button>
        }
      >
        Notifications belong to your character.
      </EmptyState>
    );
  }
  return (
    <>
      <NotificationTabs />
      {children}
    </>
  );
}

/** The inbox and the preferences are two pages under one pair of tabs. */
function NotificationTabs() {
  return (
    <LinkTabs
      label="Notifications"
      tabs={[
        { label: 'Inbox', href: '/notifications' },
        { label: 'Preferences', href: '/notifications/preferences' },
      ]}
    />
  );
}
