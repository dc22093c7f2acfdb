import { sql, type SQL } from 'drizzle-orm';
import { historyEvents } from '@/models';
import type { Db } from '@/lib/platform/db';
import type { HistoryEventType } from './constants';

export interface HistoryEventInput {
  countryId: string;
  turn: number;
  eventType: HistoryEventType;
  title: string;
  officeType?: string | null;
  characterId?: string | null;
  characterName?: string | null;
  partyName?: string | null;
  billScope?: string | null;
  details?: Record<string, unknown>;
  iterationStartingYear?: number | null;
}

/**
 * Appends events to the country history log in one statement, in the order given (ids follow it, so
 * callers pass a deterministic order). Set-based phases append with
 * `${insertHistoryEventsSql(columns)} select …`.
 */
export async function recordHistoryEvents(tx: Db, events: readonly HistoryEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(historyEvents).values(
    events.map((event) => ({
      ...event,
      details: event.details ?? {},
    })),
  );
}

/** A column of history_events that a set-based append fills. */
export type HistoryEventColumn =
  | 'country_id'
  | 'turn'
  | 'event_type'
  | 'title'
  | 'office_type'
  | 'character_id'
  | 'character_name'
  | 'party_name'
  | 'bill_scope'
  | 'details'
  | 'iteration_starting_year'
  | 'created_at';

/**
 * `insert into history_events (columns)`, for a set-based phase to follow with its `select`: the log is
 * core's table, so the statement that writes it is core's; the phase supplies the rows.
 */
export function insertHistoryEventsSql(columns: readonly HistoryEventColumn[]): SQL {
  return sql`insert into history_events (${sql.raw(columns.join(', '))})`;
}
