import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { OWNERSHIP_CYCLE_ERROR } from './constants';

/** A holding edge of the cap-table graph: `holderId` (a corporation) owns shares of `ownedId`. */
export interface OwnershipEdge {
  holderId: string;
  ownedId: string;
}

/**
 * Whether corporation `buyerId` buying shares of `targetId` would close an ownership cycle: true when
 * they are the same corporation or when the target already owns the buyer, directly or through any
 * chain of corporate holdings. The one graph function the subsidiary system reuses.
 */
export function wouldCloseOwnershipCycle(
  edges: readonly OwnershipEdge[],
  buyerId: string,
  targetId: string,
): boolean {
  if (buyerId === targetId) return true;
  const owned = new Map<string, string[]>();
  for (const { holderId, ownedId } of edges) {
    const list = owned.get(holderId);
    if (list) list.push(ownedId);
    else owned.set(holderId, [ownedId]);
  }
  const seen = new Set<string>([targetId]);
  const stack = [targetId];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const next of owned.get(node) ?? []) {
      if (next === buyerId) return true;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return false;
}

/**
 * Every corporate holding in the world (shares reserved in open orders still count: they stay the
 * holder's until filled), read under a transaction-scoped advisory lock so two corporate purchases
 * cannot each pass the check and together close a cycle.
 */
export async function loadOwnershipEdges(tx: Db): Promise<OwnershipEdge[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('corporations:ownership-graph'))`);
  const result = await tx.execute<{ holder_id: string; corporation_id: string }>(sql`
    select holder_id, corporation_id from corporation_shareholders
    where holder_kind = 'corporation' and shares + super_shares > 0`);
  return result.rows.map((row) => ({ holderId: row.holder_id, ownedId: row.corporation_id }));
}

/** Refuses a purchase by corporation `buyerId` of `targetId` shares that would close a cycle. */
export async function assertNoOwnershipCycle(tx: Db, buyerId: string, targetId: string): Promise<void> {
  if (wouldCloseOwnershipCycle(await loadOwnershipEdges(tx), buyerId, targetId)) {
    throw new AppError('CONFLICT', OWNERSHIP_CYCLE_ERROR);
  }
}
