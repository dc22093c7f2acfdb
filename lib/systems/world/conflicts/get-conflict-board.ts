import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { toConflictView } from './conflict-rows';
import { CONTROL_HISTORY_TURNS } from './constants';
import { selectConflicts } from './list-conflicts';
import type { ConflictBoard } from './schemas';

type Point = ConflictBoard['conflicts'][number]['history'][number];

/**
 * The world page's data: conflicts (same filters as the v1 list, open ones first so a long war is never
 * pushed off the page by newer resolved ones) with their last turns of control history.
 */
export async function getConflictBoard(db: Db, input: unknown): Promise<ConflictBoard> {
  const rows = await selectConflicts(db, input, { openFirst: true });
  if (rows.length === 0) return { found: false, conflicts: [] };
  const ids = `{${rows.map((c) => c.id).join(',')}}`;
  const history = await db.execute<Point & { conflictId: number }>(sql`
    select p.conflict_id as "conflictId", p.turn, round(p.control::numeric, 1)::float8 as control,
      round(p.supply_a::numeric, 1)::float8 as "supplyA", round(p.supply_b::numeric, 1)::float8 as "supplyB",
      round(p.intensity::numeric, 1)::float8 as intensity, p.status
    from unnest(${ids}::int[]) as c(id)
    cross join lateral (select * from conflict_turns t where t.conflict_id = c.id
      order by t.turn desc limit ${CONTROL_HISTORY_TURNS}) p
    order by p.conflict_id, p.turn`);
  const byConflict = new Map<number, Point[]>();
  for (const { conflictId, ...point } of history.rows) {
    const points = byConflict.get(conflictId) ?? [];
    points.push(point);
    byConflict.set(conflictId, points);
  }
  return {
    found: true,
    conflicts: rows.map((c) => ({
      ...toConflictView(c),
      history: byConflict.get(c.id) ?? [],
    })),
  };
}
