import { sql, type SQL } from 'drizzle-orm';
import { ELECTION_LEAD_TURNS, GENERAL_START_BEFORE_END, PRIMARY_START_BEFORE_END } from './constants';

/**
 * The scheduler's timeline of a seat group's election, from the turn its term ends. Filing opens
 * ELECTION_LEAD_TURNS before the term ends (or on the first turn still to run, if that is later); the count
 * is at the term's end, but never sooner than GENERAL_START_BEFORE_END turns after filing opens. The
 * `schedule-elections` phase and the election calendar both use these, so the calendar's dates are the
 * ones the scheduler will write.
 */
export function filingTurnSql(termEnd: SQL, firstTurnToRun: SQL): SQL {
  return sql`greatest(${termEnd} - ${ELECTION_LEAD_TURNS}::int, ${firstTurnToRun})`;
}

export function endTurnSql(termEnd: SQL, filingTurn: SQL): SQL {
  return sql`greatest(${termEnd}, ${filingTurn} + ${GENERAL_START_BEFORE_END}::int)`;
}

export function primaryTurnSql(hasPrimary: SQL, endTurn: SQL): SQL {
  return sql`case when ${hasPrimary} then ${endTurn} - ${PRIMARY_START_BEFORE_END}::int end`;
}

export function generalTurnSql(endTurn: SQL): SQL {
  return sql`${endTurn} - ${GENERAL_START_BEFORE_END}::int`;
}
