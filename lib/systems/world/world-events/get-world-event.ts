import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { worldEvents } from '@/models';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { worldEventIdParams, type getWorldEventResponse } from './schemas';
import { selectWorldEvents, toWorldEventView } from './world-event-rows';

/** One event by id; an unknown id is 404 NOT_FOUND, a malformed one 400. */
export async function getWorldEventOrThrow(
  db: Db,
  input: z.input<typeof worldEventIdParams>,
): Promise<z.input<typeof getWorldEventResponse>> {
  const { id } = parseInput(worldEventIdParams, input);
  const [row] = await selectWorldEvents(db).where(eq(worldEvents.id, Number(id)));
  if (!row) throw new AppError('NOT_FOUND', `No event ${id}.`);
  return { event: toWorldEventView(row) };
}
