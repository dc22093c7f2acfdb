import { sql, type SQL } from 'drizzle-orm';
import { env } from '@/lib/platform/env';
import { HEAD_NOMINATION_WINDOW_TURNS } from './constants';

/**
 * The turn from which a head has owed a nomination to a seat: the latest of when the seat emptied (a
 * cabinet seat's last career ended, a chair's term ran out), when the head took office, and when the
 * seat's last nomination was decided. Aliases: `s` the seat, `o` its office, `hs` the head's seat,
 * `head` the head.
 */
export const headOwesNominationSinceSql = sql`greatest(
  case when o.role = 'cabinet'
       then coalesce((select max(cr.end_turn) from careers cr where cr.seat_id = s.id), 0)
       else coalesce(s.term_end_turn, 0) end,
  coalesce((select max(hc.start_turn) from careers hc
            where hc.seat_id = hs.id and hc.character_id = head.id and hc.end_turn is null), 0),
  coalesce((select max(d.decided_turn) from nominations d where d.seat_id = s.id), 0))`;

/** The turn by which a player head must nominate, for `since` (headOwesNominationSinceSql). */
export function headNominationDeadlineSql(since: SQL): SQL {
  return sql`(${since} + ${HEAD_NOMINATION_WINDOW_TURNS}::int)`;
}

/**
 * Whether a player head's window to nominate has closed at this turn and instant: its turns have passed
 * and PLAYER_WINDOW_HOURS of real time since the turn it opened on began (lib/platform/player-window.ts).
 */
export function headNominationWindowClosedSql(since: SQL, at: { turn: number; now: Date }): SQL {
  const hours = env().PLAYER_WINDOW_HOURS;
  return sql`(${headNominationDeadlineSql(since)} <= ${at.turn}
    and coalesce((select t.started_at from turns t where t.turn = ${since}), '-infinity'::timestamptz)
        + ${hours}::float8 * interval '1 hour' <= ${at.now.toISOString()}::timestamptz)`;
}
