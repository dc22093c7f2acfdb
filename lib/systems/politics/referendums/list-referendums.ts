import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { referendums } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { selectReferendums, toReferendumView } from './referendum-rows';
import { listReferendumsQuery, listReferendumsResponse } from './schemas';

/** Referendums newest first, optionally one country and one status; found is false when none match. */
export async function listReferendums(
  db: Db,
  input: unknown,
): Promise<z.input<typeof listReferendumsResponse>> {
  const { country, status, limit } = parseInput(listReferendumsQuery, input);
  const filters: SQL[] = [];
  if (country) filters.push(eq(referendums.countryId, country));
  if (status) filters.push(eq(referendums.status, status));
  const rows = await selectReferendums(db)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(referendums.id))
    .limit(limit);
  return { found: rows.length > 0, referendums: rows.map(toReferendumView) };
}
