import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { listNotificationsQuery, type NotificationsPage } from './schemas';
import { isUrgentKind } from './urgent';

type Row = {
  id: string;
  seq: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  turn: number;
  read_at: string | null;
  created_at: string;
  unread_count: number;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** GET /api/notifications: the user's notifications, newest first, paged by `seq`, with the unread count. */
export async function listNotifications(
  db: Db,
  input: { userId: string; query: unknown },
): Promise<NotificationsPage> {
  const query = parseInput(listNotificationsQuery, input.query);
  // One row more than the page tells whether another page follows; the count rides along.
  const result = await db.execute<Row>(sql`
    select n.id, n.seq, n.kind, n.title, n.body, n.link, n.turn, n.read_at, n.created_at,
           (select count(*)::int from notifications u where u.user_id = ${input.userId} and u.read_at is null)
             as unread_count
    from notifications n
    where n.user_id = ${input.userId}
      ${query.cursor ? sql`and n.seq < ${query.cursor}` : sql``}
      ${query.unread ? sql`and n.read_at is null` : sql``}
    order by n.seq desc
    limit ${query.limit + 1}`);
  const rows = result.rows.slice(0, query.limit);
  const unreadCount =
    result.rows[0]?.unread_count ??
    (
      await db.execute<{ count: number }>(sql`
        select count(*)::int as count from notifications where user_id = ${input.userId} and read_at is null`)
    ).rows[0]!.count;
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      turn: row.turn,
      read: row.read_at !== null,
      urgent: isUrgentKind(row.kind),
      readAt: row.read_at === null ? null : iso(row.read_at),
      createdAt: iso(row.created_at),
    })),
    unreadCount,
    nextCursor: result.rows.length > query.limit ? Number(rows.at(-1)!.seq) : null,
  };
}
