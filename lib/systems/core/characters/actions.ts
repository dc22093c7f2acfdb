import { sql, type SQL } from 'drizzle-orm';
import { GAME_STATE_ID } from '@/models';
import type { Db } from '@/lib/platform/db';
import { ACTIONS_CAP, ACTIONS_PER_TURN } from './constants';

/**
 * Actions refill lazily. A character row keeps `actions` as of turn `actions_turn`; each turn since adds
 * ACTIONS_PER_TURN up to ACTIONS_CAP (a value already above the cap stays as it is). So a turn writes no
 * character row for refills, and every read or spend goes through these expressions.
 *
 * A trigger (drizzle/0019_lazy_action_refill.sql) stamps actions_turn with the clock's turn whenever a
 * statement writes actions without setting actions_turn, so `SET actions = n` always means "n now".
 * The trigger reads the clock with its statement's snapshot (STABLE, drizzle/0022), the same clock these
 * expressions read, so a turn committing while a spend runs cannot stamp the spend's value with the new turn.
 */

/** The clock's turn, as a scalar subquery PostgreSQL evaluates once per statement. */
export const clockTurnSql: SQL = sql`(select current_turn from game_state where id = ${GAME_STATE_ID})`;

/** SQL for a character's current actions; `alias` is the characters table's name or alias in the query. */
export function currentActionsSql(alias = 'characters'): SQL {
  const actions = sql.raw(`${alias}.actions`);
  const stamped = sql.raw(`${alias}.actions_turn`);
  return sql`greatest(${actions}, least(${ACTIONS_CAP}::int,
    ${actions} + greatest(0, ${clockTurnSql} - ${stamped}) * ${ACTIONS_PER_TURN}::int))::int`;
}

/**
 * The SET list that spends `cost` actions: the current value less the cost, stamped with the clock's turn
 * from the same snapshot. Pair it with `currentActionsSql(alias) >= cost` in the WHERE clause.
 */
export function spendActionsSql(cost: number, alias = 'characters'): SQL {
  return sql`actions = ${currentActionsSql(alias)} - ${cost}::int, actions_turn = ${clockTurnSql}`;
}

export interface SpendActionsOptions {
  /** The caller's further condition on the row (enough funds, a position left in range). */
  where?: SQL;
  /** What a public act costs in standing: both influences × factor (floored, never below 0), infamy added. */
  standing?: { influenceFactor: number; infamy: number };
}

/**
 * Spends `cost` actions of one character (by id, or by its player's user id) if it has that many, in one
 * statement; returns the `returning` columns of the row after the spend, or null when it has fewer.
 */
export async function spendActions<Row extends Record<string, unknown> = { actions: number }>(
  tx: Db,
  character: { id: string } | { userId: string },
  cost: number,
  returning: SQL,
  options: SpendActionsOptions = {},
): Promise<Row | null> {
  const who = 'id' in character ? sql`id = ${character.id}` : sql`user_id = ${character.userId}`;
  const { where, standing } = options;
  const standingSet = standing
    ? sql`, political_influence = greatest(0, floor(political_influence * ${standing.influenceFactor})),
        national_influence = greatest(0, floor(national_influence * ${standing.influenceFactor})),
        infamy = infamy + ${standing.infamy}`
    : sql``;
  const rows = await tx.execute<Row>(sql`
      update characters set ${spendActionsSql(cost)}${standingSet}
      where ${who} and ${currentActionsSql()} >= ${cost}${where ? sql` and ${where}` : sql``}
      returning ${returning}`);
  return (rows.rows[0] as Row | undefined) ?? null;
}
