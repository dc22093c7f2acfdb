import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as auditRoute } from '@/app/api/admin/audit/route';
import { POST as hideMailRoute } from '@/app/api/admin/mail/[id]/hide/route';
import { GET as adminMailRoute } from '@/app/api/admin/mail/route';
import { GET as adminNewsRoute } from '@/app/api/admin/news/route';
import { POST as hideNewsRoute } from '@/app/api/admin/news/[id]/hide/route';
import { listInbox } from '@/lib/systems/core/mail/list-mail';
import { listNews } from '@/lib/systems/core/news/list-news';
import { POST as banRoute } from '@/app/api/admin/users/[id]/ban/route';
import { GET as usersRoute } from '@/app/api/admin/users/route';
import { POST as loginRoute } from '@/app/api/auth/login/route';
import { GET as navRoute } from '@/app/api/client-nav/route';
import { call, clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';

const database = seededSuiteDatabase();
let admin: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  admin = await loginAs('admin');
  const rows = await database.db.execute<{ username: string; id: string }>(
    sql`select username, id from users`,
  );
  for (const row of rows.rows) ids[row.username] = row.id;
});

const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits', 'sessions'] });
const signedIn = async (cookie: string) =>
  ((await call(navRoute, '/api/client-nav', { cookie })).body.user ?? null) !== null;
const ban = async (cookie: string, username: string, body: unknown) => {
  const id = ids[username] ?? username;
  const response = await banRoute(
    clientRequest(`/api/admin/users/${id}/ban`, { method: 'POST', cookie, body }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('admin user management', () => {
  it('lists users with a search by username, email or character name', async () => {
    const found = await call(usersRoute, '/api/admin/users?q=adams', { cookie: admin });
    expect(found.status).toBe(200);
    const users = found.body.users as { username: string; characterName: string | null }[];
    expect(users.map((u) => u.username)).toEqual(['alice']);
    expect(users[0]!.characterName).toBe('Alice Adams');
    const player = await call(usersRoute, '/api/admin/users', { cookie: await loginAs('carol') });
    expect(player.status).toBe(403);
  });

  it('refuses to ban an admin, and a player may not ban anyone; nothing written', async () => {
    const before = await snapshot();
    expect((await ban(admin, 'admin', { banned: true })).status).toBe(403);
    expect((await ban(await loginAs('carol'), 'bob', { banned: true })).status).toBe(403);
    expect((await ban(admin, 'ffffffffffffffffffffffff', { banned: true })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('bans: sessions and keys end at once, login is refused with a clear message, the act is audited', async () => {
    const bob = await loginAs('bob');
    await database.db.execute(sql`
      insert into api_keys (id, user_id, token_hash, prefix, scope, name)
      values ('ffffffffffffffffffff0002', ${ids.bob!}, 'bob-test-hash', 'svc_pub_test', 'public', 'bot')`);
    const banned = await ban(admin, 'bob', { banned: true, reason: 'spamming mail' });
    expect(banned).toMatchObject({ status: 200, body: { banned: true, username: 'bob' } });
    expect(await signedIn(bob)).toBe(false);
    const [key] = (
      await database.db.execute<{ revoked: boolean }>(
        sql`select revoked_at is not null as revoked from api_keys where id = 'ffffffffffffffffffff0002'`,
      )
    ).rows;
    expect(key!.revoked).toBe(true);
    const login = await loginRoute(
      clientRequest('/api/auth/login', {
        method: 'POST',
        body: { email: 'bob', password: 'statecraft-bob' },
      }),
      routeContext(),
    );
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({
      code: 'ACCOUNT_BANNED',
      error: expect.stringMatching(/banned/),
    });
    const audit = await call(auditRoute, '/api/admin/audit', { cookie: admin });
    expect((audit.body.entries as unknown[])[0]).toMatchObject({
      actor: 'admin',
      action: 'user_banned',
      subject: ids.bob,
      details: { username: 'bob', reason: 'spamming mail' },
    });
  });

  it('unbans: the player logs in again', async () => {
    expect((await ban(admin, 'bob', { banned: false })).status).toBe(200);
    expect(await signedIn(await loginAs('bob'))).toBe(true);
    const audit = await call(auditRoute, '/api/admin/audit', { cookie: admin });
    expect((audit.body.entries as { action: string }[])[0]!.action).toBe('user_unbanned');
  });
});

describe('admin moderation: hiding a news post or a letter', () => {
  it('hides them from every list, records the act, and can show them again', async () => {
    const [post] = (
      await database.db.execute<{ id: number }>(sql`
        insert into news_posts (title, content, author_name, is_system, category, turn)
        values ('Offensive headline', 'text', 'Bob Baker', false, 'politics', 1) returning id`)
    ).rows;
    await database.db.execute(sql`
      insert into mail_messages (id, sender_user_id, recipient_user_id, subject, body)
      values ('eeeeeeeeeeeeeeeeeeee0001', ${ids.bob!}, ${ids.alice!}, 'Rude letter', 'text')`);
    const newsTitles = async () => (await listNews(database.db, { limit: 50 })).posts.map((p) => p.title);
    const inbox = async () => listInbox(database.db, { userId: ids.alice!, query: {} });
    expect(await newsTitles()).toContain('Offensive headline');
    const unreadBefore = (await inbox()).unreadCount;

    const hide = async (target: 'news' | 'mail', id: string, hidden: boolean) => {
      const route = target === 'news' ? hideNewsRoute : hideMailRoute;
      const response = await route(
        clientRequest(`/api/admin/${target}/${id}/hide`, { method: 'POST', cookie: admin, body: { hidden } }),
        routeContext({ id }),
      );
      return response.status;
    };
    expect(await hide('news', String(post!.id), true)).toBe(200);
    expect(await hide('mail', 'eeeeeeeeeeeeeeeeeeee0001', true)).toBe(200);
    expect(await newsTitles()).not.toContain('Offensive headline');
    const hiddenInbox = await inbox();
    expect(hiddenInbox.messages.map((m) => m.subject)).not.toContain('Rude letter');
    expect(hiddenInbox.unreadCount).toBe(unreadBefore - 1);
    const audit = await call(auditRoute, '/api/admin/audit', { cookie: admin });
    expect((audit.body.entries as { action: string }[]).slice(0, 2).map((e) => e.action)).toEqual([
      'mail_hidden',
      'news_hidden',
    ]);
    // The moderation lists keep hidden items, flagged, so they can be shown again.
    type Listed = {
      items: { id: string; title: string; author: string; recipient: string | null; hidden: boolean }[];
    };
    const news = (await call(adminNewsRoute, '/api/admin/news?q=offensive', { cookie: admin }))
      .body as Listed;
    expect(news.items).toEqual([
      expect.objectContaining({
        id: String(post!.id),
        title: 'Offensive headline',
        author: 'Bob Baker',
        hidden: true,
      }),
    ]);
    const mail = (await call(adminMailRoute, '/api/admin/mail?q=rude', { cookie: admin })).body as Listed;
    expect(mail.items).toEqual([
      expect.objectContaining({
        id: 'eeeeeeeeeeeeeeeeeeee0001',
        title: 'Rude letter',
        author: 'bob',
        recipient: 'alice',
        hidden: true,
      }),
    ]);
    expect((await call(adminMailRoute, '/api/admin/mail', { cookie: await loginAs('carol') })).status).toBe(
      403,
    );
    expect(await hide('news', String(post!.id), false)).toBe(200);
    expect(await newsTitles()).toContain('Offensive headline');
    const shown = (await call(adminNewsRoute, '/api/admin/news?q=offensive', { cookie: admin }))
      .body as Listed;
    expect(shown.items[0]!.hidden).toBe(false);
    expect(await hide('news', '99999999', true)).toBe(404);
  });
});
