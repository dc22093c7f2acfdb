import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import type { PendingDivestiture } from '@/models';
import { currentTurn } from '@/lib/systems/corporations/companies/accounts';
import { objectId } from '@/lib/platform/schemas';
import { parseInput, text } from '@/lib/platform/validation';
import { resolveGroupRoots } from './holding-groups';
import { loadSubsidiaryEdges } from './phases/holding-group-table';

const remedyInput = z.object({
  corporationId: objectId,
  reason: text({ max: 200 }),
  sectorTypes: z
    .array(text({ max: 40 }))
    .min(1)
    .max(20),
  dueInTurns: z.number().int().min(1).max(520),
});

/**
 * Records a merger-review remedy on a corporation. It is measured against the whole controlled
 * group (its root is stored), so spinning off a sector into another member does not discharge it.
 */
export async function recordPendingDivestiture(db: Db, input: unknown): Promise<PendingDivestiture> {
  const remedy = parseInput(remedyInput, input);
  const turn = await currentTurn(db);
  const root =
    resolveGroupRoots(await loadSubsidiaryEdges(db)).get(remedy.corporationId) ?? remedy.corporationId;
  const value: PendingDivestiture = {
    reason: remedy.reason,
    groupRootId: root,
    sectorTypes: remedy.sectorTypes,
    recordedAtTurn: turn,
    dueTurn: turn + remedy.dueInTurns,
  };
  const written = await db.execute(sql`
    update corporations set pending_divestiture = ${JSON.stringify(value)}::jsonb
    where id = ${remedy.corporationId} returning id`);
  if (written.rows.length === 0) throw new AppError('NOT_FOUND', 'No such corporation.');
  return value;
}
