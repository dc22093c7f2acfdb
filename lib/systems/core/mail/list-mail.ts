import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { selectMail, withoutSeq } from './mail-rows';
import { listMailQuery, type MailPage } from './schemas';

async function page(
  db: Db,
  owner: 'recipient' | 'sender',
  userId: string,
  query: unknown,
): Promise<MailPage> {
  const { cursor, limit } = parseInput(listMailQuery, query);
  const mine =
    owner === 'recipient' ? sql`m.recipient_user_id = ${userId}` : sql`m.sender_user_id = ${userId}`;
  const rows = await selectMail(db, sql`${mine} ${cursor ? sql`and m.seq < ${cursor}` : sql``}`, limit + 1);
  const shown = rows.slice(0, limit);
  return {
    messages: shown.map(withoutSeq),
    nextCursor: rows.length > limit ? shown.at(-1)!.seq : null,
  };
}

/** GET /api/mail: mail received, newest first, with the unread count. */
export async function listInbox(
  db: Db,
  input: { userId: string; query: unknown },
): Promise<MailPage & { unreadCount: number }> {
  const inbox = await page(db, 'recipient', input.userId, input.query);
  const [unread] = (
    await db.execute<{ count: number }>(sql`
      select count(*)::int as count from mail_messages
      where recipient_user_id = ${input.userId} and read_at is null and hidden_at is null`)
  ).rows;
  return { ...inbox, unreadCount: unread!.count };
}

/** GET /api/mail/sent: mail the user sent, newest first. */
export function listSentMail(db: Db, input: { userId: string; query: unknown }): Promise<MailPage> {
  return page(db, 'sender', input.userId, input.query);
}
