import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { newObjectId } from '@/lib/platform/ids';
import { NOTIFICATION_LIVE_EVENT_KIND, type NotificationKind } from './kinds';
import { insertLiveEventsSql } from '@/lib/platform/events/live-events';

export interface NotifyInput {
  characterId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A page inside the game, e.g. `/elections/12`. */
  link?: string | null;
}

/**
 * The set-based writer's steps, as CTEs to embed in a larger statement: `source` is a query yielding
 * `character_id, kind, key, title, body, link`, one row per notification. They keep the rows of played
 * characters whose kind is on (a missing preference row means on), write them (`written`), and write each
 * one's `notification` frame to live_events (`framed`; the payload is the stream's contract). The id
 * hashes kind, key and character, so a turn replays to the same ids and the same fact told twice (a
 * sponsor who also voted) is written once. The CTEs are named notify_source, notify_fresh, notify_written
 * and notify_framed.
 */
export function notificationSteps(input: { source: SQL; turn: number | SQL; now: Date | SQL }): SQL {
  const now = input.now instanceof Date ? sql`${input.now.toISOString()}::timestamptz` : input.now;
  const turn = typeof input.turn === 'number' ? sql`${input.turn}::int` : input.turn;
  return sql`
    notify_source as (${input.source}),
    notify_fresh as (
      select distinct on (id) * from (
        select substr(md5(s.kind || ':' || s.key || ':' || s.character_id), 1, 24) as id,
               c.user_id, s.character_id, s.kind, s.title, s.body, s.link
        from notify_source s
        join characters c on c.id = s.character_id and c.user_id is not null
        where not exists (
          select 1 from notification_preferences p
          where p.character_id = s.character_id and p.kind = s.kind and not p.enabled)) keyed
      order by id),
    notify_written as (
      insert into notifications (id, user_id, character_id, kind, title, body, link, turn, created_at)
      select id, user_id, character_id, kind, title, body, link, ${turn}, ${now}
      from notify_fresh order by character_id, kind, id
      on conflict (id) do nothing
      returning id, seq, character_id, kind, title, body, link, turn, created_at),
    notify_framed as (
      ${insertLiveEventsSql(['kind', 'character_id', 'payload', 'turn', 'created_at'])}
      select ${NOTIFICATION_LIVE_EVENT_KIND}, character_id,
             jsonb_build_object('id', id, 'kind', kind, 'title', title, 'body', body, 'link', link, 'turn', turn,
               'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
             turn, created_at
      from notify_written order by seq
      returning 1)`;
}

/** notificationSteps as a statement of its own. Returns the count written. */
export async function notifyMany(
  tx: Db,
  input: { source: SQL; turn: number | SQL; now: Date | SQL },
): Promise<number> {
  const result = await tx.execute<{ written: number }>(
    sql`with ${notificationSteps(input)} select count(*)::int as written from notify_framed`,
  );
  return result.rows[0]?.written ?? 0;
}

/**
 * One notification from a player action, in the caller's transaction, stamped with the current turn.
 * Skipped when the character switched the kind off or is not played. Returns whether it was written.
 */
export async function notify(tx: Db, input: NotifyInput): Promise<boolean> {
  const written = await notifyMany(tx, {
    source: sql`select ${input.characterId}::text as character_id, ${input.kind}::text as kind,
      ${newObjectId()}::text as key, ${input.title}::text as title, ${input.body}::text as body,
      ${input.link ?? null}::text as link`,
    turn: sql`coalesce((select current_turn from game_state limit 1), 1)`,
    now: sql`now()`,
  });
  return written > 0;
}
