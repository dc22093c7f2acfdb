import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { stateParams } from './schemas';
import { decidingSeatOf } from '@/lib/systems/politics/offices/resource-authorities';

export interface ExtractionDesk {
  /** The viewer holds the seat that accepts or rejects this state's offers (governor, or a legislator). */
  canDecide: boolean;
  /** Corporations the viewer runs as CEO: the ones the offer form lets them pick. */
  myCorporations: { id: string; sequentialId: number; name: string }[];
}

/**
 * GET /api/states/[id]/extraction-desk (client): what the signed-in viewer may do on a state's resources
 * page, so the page shows only the commands that would succeed. A guest may do nothing.
 */
export async function getExtractionDesk(
  db: Db,
  input: { stateId: unknown; userId: string | null },
): Promise<ExtractionDesk> {
  const { id: stateId } = parseInput(stateParams, { id: input.stateId });
  if (!input.userId) return { canDecide: false, myCorporations: [] };
  const [me] = (
    await db.execute<{ id: string }>(sql`select id from characters where user_id = ${input.userId}`)
  ).rows;
  if (!me) return { canDecide: false, myCorporations: [] };
  const [seat, corporations] = await Promise.all([
    decidingSeatOf(db, stateId, me.id),
    db.execute<{ id: string; seq: number; name: string }>(sql`
      select id, seq, name from corporations
      where ceo_kind = 'character' and ceo_character_id = ${me.id} order by name`),
  ]);
  return {
    canDecide: seat !== null,
    myCorporations: corporations.rows.map((row) => ({ id: row.id, sequentialId: row.seq, name: row.name })),
  };
}
