import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { AdminModerationPanel } from './AdminModerationPanel';
import { AdminUsersPanel } from './AdminUsersPanel';
import { ADMIN_AUDIT_KEY, ADMIN_USERS_KEY, adminContentKey } from './keys';

// app/admin/page.tsx seeds these keys with the endpoints' own reads: the panels draw them in the first HTML.
const fallback = {
  [ADMIN_USERS_KEY]: {
    users: [
      {
        id: 'u1',
        username: 'carol',
        email: 'carol@example.com',
        displayName: 'Carol',
        characterName: 'Carol Cruz',
        isAdmin: false,
        bannedAt: null,
        createdAt: '2026-11-27T20:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  },
  [ADMIN_AUDIT_KEY]: {
    entries: [
      { id: 1, actor: 'admin', action: 'news_hidden', details: {}, turn: 4, at: '2026-11-27T20:00:00.000Z' },
    ],
  },
  [adminContentKey('news')]: {
    items: [
      {
        id: 'n1',
        title: 'Taxes are theft',
        author: 'Carol Cruz',
        recipient: null,
        turn: 3,
        createdAt: '2026-11-27T20:00:00.000Z',
        hidden: false,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  },
  [adminContentKey('mail')]: { items: [], total: 0, page: 1, pageSize: 20 },
};

function render(seeded: Record<string, unknown>) {
  return renderToString(
    createElement(
      SWRConfig,
      { value: { fallback: seeded } },
      createElement(
        Fragment,
        null,
        createElement(AdminUsersPanel),
        createElement(AdminModerationPanel, { kind: 'news' }),
        createElement(AdminModerationPanel, { kind: 'mail' }),
      ),
    ),
  );
}

describe('the admin panels in their first HTML', () => {
  it('show the server-read users, audit log, news posts and letters', () => {
    const html = render(fallback);
    expect(html).toContain('Ban carol');
    expect(html).toContain('Hid a news post');
    expect(html).toContain('Taxes are theft');
    expect(html).toContain('No letters have been sent yet.');
  });

  it('show nothing of the lists without the seeded data (what the browser would fetch)', () => {
    const html = render({});
    expect(html).not.toContain('Ban carol');
    expect(html).not.toContain('Taxes are theft');
  });
});
