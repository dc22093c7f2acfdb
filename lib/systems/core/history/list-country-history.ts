import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { countries, historyEvents } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import type { HistoryEventType } from './constants';
import { countryHistoryInput, type CountryHistoryResult } from './schemas';

/**
 * A country's history log, newest first (turn, then insertion order), optionally one event type and
 * only turns strictly before `beforeTurn` (the cursor). found is false for an unknown country and
 * while the country has no matching events.
 */
export async function listCountryHistory(db: Db, input: unknown): Promise<CountryHistoryResult> {
  const { code, limit, type, beforeTurn } = parseInput(countryHistoryInput, input);
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, code));
  if (!country) return { found: false, countryId: null, events: [] };
  const filters: SQL[] = [eq(historyEvents.countryId, country.id)];
  if (type) filters.push(eq(historyEvents.eventType, type));
  if (beforeTurn !== undefined) filters.push(lt(historyEvents.turn, beforeTurn));
  const rows = await db
    .select()
    .from(historyEvents)
    .where(and(...filters))
    .orderBy(desc(historyEvents.turn), desc(historyEvents.id))
    .limit(limit);
  return {
    found: rows.length > 0,
    countryId: country.id,
    events: rows.map((row) => ({
      turn: row.turn,
      eventType: row.eventType as HistoryEventType,
      title: row.title,
      officeType: row.officeType,
      characterId: row.characterId,
      characterName: row.characterName,
      party: row.partyName,
      billScope: row.billScope,
      details: row.details,
      iterationStartingYear: row.iterationStartingYear,
      timestamp: row.createdAt.toISOString(),
    })),
  };
}
