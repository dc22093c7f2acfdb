import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { referendums } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { selectReferendums, toReferendumView } from './referendum-rows';
import { getReferendumResponse, referendumIdParams } from './schemas';

/** One referendum by id; a miss or an id that is not a positive integer is found:false. */
export async function getReferendum(
  db: Db,
  input: z.input<typeof referendumIdParams>,
): Promise<z.input<typeof getReferendumResponse>> {
  const { id } = parseInput(referendumIdParams, input);
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return { found: false, referendum: null };
  const [row] = await selectReferendums(db).where(eq(referendums.id, Number(id)));
  return row ? { found: true, referendum: toReferendumView(row) } : { found: false, referendum: null };
}
