import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { guestClientNav } from '@/lib/systems/game/navigation/get-client-nav';
import { CLIENT_NAV_KEY } from '@/lib/systems/game/browser/keys';
import type { NotificationsPage } from '@/lib/systems/core/notifications/schemas';
import { NotificationsView } from './NotificationsView';

// The server renders the view with the session from the root layout (SWR's fallback) and the first page
// as `initial` (docs/ui.md, "Data in the first HTML"): the list is in the HTML, not a placeholder.
const nav = { ...guestClientNav(), user: { username: 'alice', isAdmin: false }, hasCharacter: true };
const page: NotificationsPage = {
  notifications: [
    {
      id: 'n1',
      kind: 'election_result',
      title: 'You won the race for Senate',
      body: 'By 412 votes.',
      link: null,
      turn: 3,
      read: false,
      urgent: false,
      readAt: null,
      createdAt: '2026-11-27T20:00:00.000Z',
    },
  ],
  unreadCount: 1,
  nextCursor: null,
};

function render(initial?: NotificationsPage) {
  return renderToString(
    createElement(
      SWRConfig,
      { value: { fallback: { [CLIENT_NAV_KEY]: nav } } },
      createElement(NotificationsView, { initial }),
    ),
  );
}

describe('the notifications page in its first HTML', () => {
  it('shows the server-read page, with its time in UTC until the browser shows local time', () => {
    const html = render(page);
    expect(html).toContain('You won the race for Senate');
    expect(html).toContain('UTC');
    expect(html).not.toMatch(/aria-busy="true"|>\s*Loading[^<]*</);
    // The CSP refuses style attributes in server HTML.
    expect(html).not.toContain('style=');
  });

  it('waits with a placeholder when the server read nothing', () => {
    expect(render()).toMatch(/Loading notifications/);
  });
});
