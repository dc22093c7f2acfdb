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
 * callers pass a deterministic order). Set-based phases may instead `insert into history_events … select`.
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
