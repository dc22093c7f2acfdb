import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as clientNav } from '@/app/api/client-nav/route';
import { GET as inbox, POST as sendMail } from '@/app/api/mail/route';
import { GET as sentMail } from '@/app/api/mail/sent/route';
import { GET as readMail, PATCH as markMail } from '@/app/api/mail/[id]/route';
import { call, clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
const characters: Record<string, { id: string; seq: number }> = {};
let npcSeq: number;

beforeAll(async () => {
  for (const user of ['alice', 'bob', 'carol', 'admin']) cookies[user] = await loginAs(user);
  const rows = await database.db.execute<{ username: string; id: string; seq: number }>(sql`
    select u.username, c.id, c.seq from characters c join users u on u.id = c.user_id`);
  for (const row of rows.rows) characters[row.username] = { id: row.id, seq: row.seq };
  npcSeq = (
    await database.db.execute<{ seq: number }>(
      sql`select min(seq) as seq from characters where user_id is null`,
    )
  ).rows[0]!.seq;
});

const send = (from: string, body: Record<string, unknown>) =>
  call(sendMail, '/api/mail', { method: 'POST', cookie: cookies[from], body });

async function withId(
  handler: typeof readMail,
  id: string,
  from: string,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await handler(
    clientRequest(`/api/mail/${id}`, { cookie: cookies[from], ...init }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const mailRows = async () =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from mail_messages`)).rows[0]!.n;

describe('player mail', () => {
  it('sends by id or sequential number, lands in the inbox and the sent box, and counts as unread', async () => {
    const byId = await send('alice', {
      to: characters.bob!.id,
      subject: 'Hello',
      body: 'First line.\nSecond.',
    });
    expect(byId.status).toBe(201);
    const bySeq = await send('alice', { to: characters.bob!.seq, subject: 'Again', body: 'By number.' });
    expect(bySeq.status).toBe(201);
    const bySeqText = await send('alice', {
      to: String(characters.bob!.seq),
      subject: 'Third',
      body: 'Text.',
    });
    expect(bySeqText.status).toBe(201);

    const received = await call(inbox, '/api/mail', { cookie: cookies.bob });
    expect(received.body.unreadCount).toBe(3);
    const messages = received.body.messages as { id: string; subject: string; from: { name: string } }[];
    expect(messages.map((m) => m.subject)).toEqual(['Third', 'Again', 'Hello']);
    expect(messages[2]!.from.name).toBe('Alice Adams');
    const sent = await call(sentMail, '/api/mail/sent', { cookie: cookies.alice });
    expect((sent.body.messages as unknown[]).length).toBe(3);
    expect((await call(clientNav, '/api/client-nav', { cookie: cookies.bob })).body.unreadMailCount).toBe(3);
    // Mail keeps its own count: it writes no notification.
    expect((await call(clientNav, '/api/client-nav', { cookie: cookies.bob })).body.unreadCount).toBe(0);

    const first = messages[2]!.id;
    const read = await withId(markMail, first, 'bob', { method: 'PATCH', body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.body.message).toMatchObject({ read: true, subject: 'Hello', body: 'First line.\nSecond.' });
    expect((await call(clientNav, '/api/client-nav', { cookie: cookies.bob })).body.unreadMailCount).toBe(2);

    // A reply threads to the mail it answers.
    const reply = await send('bob', {
      to: characters.alice!.id,
      subject: 'Re: Hello',
      body: 'Hi!',
      inReplyToId: first,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({ inReplyToId: first, to: { name: 'Alice Adams' } });
  });

  it("answers 404 for someone else's mail, to read or to mark", async () => {
    const mail = await send('alice', { to: characters.bob!.id, subject: 'Private', body: 'For bob only.' });
    const id = (mail.body.message as { id: string }).id;
    expect((await withId(readMail, id, 'bob')).status).toBe(200);
    expect((await withId(readMail, id, 'alice')).status).toBe(200);
    expect((await withId(readMail, id, 'carol')).status).toBe(404);
    expect((await withId(markMail, id, 'carol', { method: 'PATCH', body: { read: true } })).status).toBe(404);
    // The sender cannot mark the recipient's copy read.
    expect((await withId(markMail, id, 'alice', { method: 'PATCH', body: { read: true } })).status).toBe(404);
    expect((await withId(readMail, 'ffffffffffffffffffffffff', 'bob')).status).toBe(404);
  });

  it('refuses a missing, unplayed or own recipient, a sender without a character and a foreign reply, writing nothing', async () => {
    const before = await mailRows();
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['alice', { to: 'ffffffffffffffffffffffff', subject: 's', body: 'b' }, 404, 'CHARACTER_NOT_FOUND'],
      ['alice', { to: 99_999_999, subject: 's', body: 'b' }, 404, 'CHARACTER_NOT_FOUND'],
      ['alice', { to: npcSeq, subject: 's', body: 'b' }, 422, 'RECIPIENT_NOT_PLAYED'],
      ['alice', { to: characters.alice!.id, subject: 's', body: 'b' }, 422, 'SELF_MAIL'],
      ['admin', { to: characters.bob!.id, subject: 's', body: 'b' }, 404, 'CHARACTER_NOT_FOUND'],
      [
        'carol',
        { to: characters.bob!.id, subject: 's', body: 'b', inReplyToId: 'ffffffffffffffffffffffff' },
        404,
        'NOT_FOUND',
      ],
      ['alice', { to: characters.bob!.id, subject: '', body: 'b' }, 400, 'BAD_REQUEST'],
      ['alice', { to: characters.bob!.id, subject: 'x'.repeat(81), body: 'b' }, 400, 'BAD_REQUEST'],
      ['alice', { to: characters.bob!.id, subject: 's', body: 'x'.repeat(1001) }, 400, 'BAD_REQUEST'],
    ];
    for (const [from, body, status, code] of cases) {
      const answer = await send(from, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(answer.body.code).toBe(code);
    }
    expect(await mailRows()).toBe(before);
  });
});
