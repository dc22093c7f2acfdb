import { and, arrayContains, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { conflicts, type Conflict } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { toConflictView } from './conflict-rows';
import { listConflictsQuery, type listConflictsResponse } from './schemas';

/** Conflict rows newest first (open ones first if asked), filtered by involved country and status. */
export async function selectConflicts(
  db: Db,
  input: unknown,
  { openFirst = false }: { openFirst?: boolean } = {},
): Promise<Conflict[]> {
  const { country, status, limit } = parseInput(listConflictsQuery, input);
  const filters: SQL[] = [];
  if (country) filters.push(arrayContains(conflicts.countryIds, [country]));
  if (status) filters.push(eq(conflicts.status, status));
  return db
    .select()
    .from(conflicts)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(
      ...(openFirst ? [sql`${conflicts.status} = 'resolved'`] : []),
      desc(conflicts.startedTurn),
      desc(conflicts.id),
    )
    .limit(limit);
}

/** Conflicts newest first; `country` matches the host or any participant or backer. */
export async function listConflicts(db: Db, input: unknown): Promise<z.input<typeof listConflictsResponse>> {
  const rows = await selectConflicts(db, input);
  return { found: rows.length > 0, conflicts: rows.map(toConflictView) };
}
