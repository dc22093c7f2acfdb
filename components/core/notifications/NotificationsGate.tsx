'use client';

import { CharacterGate } from '@/components/core/auth/CharacterGate';
import { LinkTabs } from '@/components/ui/LinkTabs';

/** A notifications page: for a player with a character, under the inbox's and the preferences' tabs. */
export function NotificationsGate({ next, children }: { next: string; children: React.ReactNode }) {
  return (
    <CharacterGate
      next={next}
      loginTitle="Log in to see your notifications"
      why="Notifications belong to your character."
    >
      <LinkTabs
        label="Notifications"
        tabs={[
          { label: 'Inbox', href: '/notifications' },
          { label: 'Preferences', href: '/notifications/preferences' },
        ]}
      />
      {children}
    </CharacterGate>
  );
}
