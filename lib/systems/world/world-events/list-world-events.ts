import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { worldEvents } from '@/models';
import type { Db } from '@/lib/platform/db';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { parseInput } from '@/lib/platform/validation';
import { listActiveWorldEventsQuery, listWorldEventsQuery, type listWorldEventsResponse } from './schemas';
import { selectWorldEvents, toWorldEventView } from './world-event-rows';

type ListResponse = z.input<typeof listWorldEventsResponse>;

async function listFiltered(db: Db, filters: z.output<typeof listWorldEventsQuery>): Promise<ListResponse> {
  const where: SQL[] = [];
  if (filters.country) where.push(eq(worldEvents.countryId, filters.country));
  if (filters.state) where.push(eq(worldEvents.stateId, filters.state));
  if (filters.kind) where.push(eq(worldEvents.kind, filters.kind));
  if (filters.status) where.push(eq(worldEvents.status, filters.status));
  const [rows, turn] = await Promise.all([
    selectWorldEvents(db)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(worldEvents.id))
      .limit(filters.limit),
    currentTurn(db),
  ]);
  return { found: rows.length > 0, currentTurn: turn, events: rows.map(toWorldEventView) };
}

/** Events newest first, filtered by country, state, kind and status; found is false when none match. */
export function listWorldEvents(db: Db, input: unknown): Promise<ListResponse> {
  return listFiltered(db, parseInput(listWorldEventsQuery, input));
}

/** The events under way now, newest first, with the same filters except status. */
export function listActiveWorldEvents(db: Db, input: unknown): Promise<ListResponse> {
  return listFiltered(db, { ...parseInput(listActiveWorldEventsQuery, input), status: 'active' });
}
