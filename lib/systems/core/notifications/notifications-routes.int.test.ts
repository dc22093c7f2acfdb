import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as clientNav } from '@/app/api/client-nav/route';
import { POST as sendFunds } from '@/app/api/transfers/route';
import { GET as listNotifications, PATCH as markNotifications } from '@/app/api/notifications/route';
import { GET as getPreferences, PATCH as setPreferences } from '@/app/api/notifications/preferences/route';
import { call, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
let bobCharacterId: string;

beforeAll(async () => {
  for (const user of ['alice', 'bob', 'admin']) cookies[user] = await loginAs(user);
  const [bob] = (
    await database.db.execute<{ id: string }>(sql`
      select c.id from characters c join users u on u.id = c.user_id where u.username = 'bob'`)
  ).rows;
  bobCharacterId = bob!.id;
});

const transferToBob = (amount: number) =>
  call(sendFunds, '/api/transfers', {
    method: 'POST',
    cookie: cookies.alice,
    body: { targetCharacterId: bobCharacterId, amount },
  });

type Page = {
  notifications: { id: string; kind: string; title: string; link: string | null; read: boolean }[];
  unreadCount: number;
  nextCursor: number | null;
};

describe('notifications', () => {
  it('tells bob who sent him money, with a live frame, and counts it in client-nav', async () => {
    expect((await transferToBob(1500)).status).toBe(200);
    const page = await call(listNotifications, '/api/notifications', { cookie: cookies.bob });
    expect(page.status).toBe(200);
    const body = page.body as unknown as Page;
    expect(body.unreadCount).toBe(1);
    expect(body.notifications[0]).toMatchObject({
      kind: 'money_received',
      title: expect.stringContaining('Alice Adams sent you'),
      link: '/money',
      read: false,
    });
    const frames = await database.db.execute<{ payload: Record<string, unknown>; character_id: string }>(sql`
      select payload, character_id from live_events where kind = 'notification'`);
    expect(frames.rows).toEqual([
      {
        character_id: bobCharacterId,
        payload: expect.objectContaining({ id: body.notifications[0]!.id, kind: 'money_received', turn: 1 }),
      },
    ]);
    const nav = await call(clientNav, '/api/client-nav', { cookie: cookies.bob });
    expect(nav.body.unreadCount).toBe(1);
    const alice = await call(listNotifications, '/api/notifications', { cookie: cookies.alice });
    expect((alice.body as unknown as Page).notifications).toEqual([]);
  });

  it('pages by cursor, filters unread, and marks some or all read', async () => {
    await transferToBob(1000);
    await transferToBob(1000);
    const first = (await call(listNotifications, '/api/notifications?limit=2', { cookie: cookies.bob }))
      .body as unknown as Page;
    expect(first.notifications).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call(listNotifications, `/api/notifications?limit=2&cursor=${first.nextCursor}`, {
        cookie: cookies.bob,
      })
    ).body as unknown as Page;
    expect(second.notifications).toHaveLength(1);
    expect(second.nextCursor).toBeNull();

    const one = first.notifications[0]!.id;
    // Alice cannot mark bob's notification read.
    const foreign = await call(markNotifications, '/api/notifications', {
      method: 'PATCH',
      cookie: cookies.alice,
      body: { ids: [one] },
    });
    expect(foreign.body).toMatchObject({ updated: 0 });
    const marked = await call(markNotifications, '/api/notifications', {
      method: 'PATCH',
      cookie: cookies.bob,
      body: { ids: [one] },
    });
    expect(marked.body).toEqual({ success: true, updated: 1, unreadCount: 2 });
    const unread = (await call(listNotifications, '/api/notifications?unread=true', { cookie: cookies.bob }))
      .body as unknown as Page;
    expect(unread.notifications.map((n) => n.id)).not.toContain(one);
    expect(unread.notifications).toHaveLength(2);
    const all = await call(markNotifications, '/api/notifications', {
      method: 'PATCH',
      cookie: cookies.bob,
      body: { all: true },
    });
    expect(all.body).toEqual({ success: true, updated: 2, unreadCount: 0 });
    expect((await call(clientNav, '/api/client-nav', { cookie: cookies.bob })).body.unreadCount).toBe(0);
  });

  it('refuses bad input with 400 and guests with 401', async () => {
    const bad = await call(listNotifications, '/api/notifications?limit=0', { cookie: cookies.bob });
    expect(bad.status).toBe(400);
    const empty = await call(markNotifications, '/api/notifications', {
      method: 'PATCH',
      cookie: cookies.bob,
      body: { ids: [] },
    });
    expect(empty.status).toBe(400);
    const nul = await call(markNotifications, '/api/notifications', {
      method: 'PATCH',
      cookie: cookies.bob,
      body: { ids: ['a\u0000b'] },
    });
    expect(nul.status).toBe(400);
    expect((await call(listNotifications, '/api/notifications')).status).toBe(401);
  });

  it('skips a kind the player switched off, and lists every kind with a label', async () => {
    const before = await call(getPreferences, '/api/notifications/preferences', { cookie: cookies.bob });
    const preferences = before.body.preferences as { kind: string; label: string; enabled: boolean }[];
    expect(preferences.find((p) => p.kind === 'money_received')).toEqual(
      expect.objectContaining({ label: 'Money received', enabled: true }),
    );
    const off = await call(setPreferences, '/api/notifications/preferences', {
      method: 'PATCH',
      cookie: cookies.bob,
      body: { preferences: { money_received: false } },
    });
    expect(off.status).toBe(200);
    const counted = async () =>
      (
        await database.db.execute<{ n: number }>(sql`
          select (select count(*)::int from notifications) + (select count(*)::int from live_events) as n`)
      ).rows[0]!.n;
    const written = await counted();
    expect((await transferToBob(1000)).status).toBe(200);
    expect(await counted()).toBe(written);

    const unknownKind = await call(setPreferences, '/api/notifications/preferences', {
      method: 'PATCH',
      cookie: cookies.bob,
      body: { preferences: { not_a_kind: false } },
    });
    expect(unknownKind.status).toBe(400);
    const noCharacter = await call(getPreferences, '/api/notifications/preferences', {
      cookie: cookies.admin,
    });
    expect(noCharacter.status).toBe(404);
  });
});
