import { sql, type SQL } from 'drizzle-orm';
import { GAME_STATE_ID } from '@/models';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/**
 * SQL for the ISO time of a turn: when it ran (turns table), else when the clock is due to run it
 * (the next turn's time plus whole turn durations); null for a future turn while the clock is paused.
 */
export function turnTimeSql(turn: SQL): SQL {
  return sql`coalesce(
    (select to_char(t.started_at at time zone 'UTC', ${ISO}) from turns t where t.turn = ${turn}),
    (select to_char((g.next_turn_at + (${turn} - g.current_turn) * g.turn_duration_ms * interval '1 millisecond')
       at time zone 'UTC', ${ISO})
     from game_state g where g.id = ${GAME_STATE_ID} and g.status = 'active' and ${turn} >= g.current_turn))`;
}
