import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { markNotificationsBody } from './schemas';

/**
 * PATCH /api/notifications: marks the given ids (only the caller's own; others are ignored) or all of
 * the caller's notifications read. Returns how many changed and the unread count left.
 */
export async function markNotificationsRead(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<{ success: true; updated: number; unreadCount: number }> {
  const body = parseInput(markNotificationsBody, input.body);
  const only =
    'ids' in body
      ? sql`and id in (${sql.join(
          body.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute<{ updated: number; unread_count: number }>(sql`
    with marked as (
      update notifications set read_at = now()
      where user_id = ${input.userId} and read_at is null ${only}
      returning id)
    select (select count(*)::int from marked) as updated,
           (select count(*)::int from notifications where user_id = ${input.userId} and read_at is null)
             - (select count(*)::int from marked) as unread_count`);
  const row = result.rows[0]!;
  return { success: true, updated: row.updated, unreadCount: row.unread_count };
}
