import { sql } from 'drizzle-orm';
import { notifySubsidiaryCommand } from './notify-subsidiary-command';
import { withTx, type Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { authorizeParent } from './authority';
import { dividendFloorBody } from './schemas';
import { corporationIdFrom } from '@/lib/systems/corporations/companies/corporation-ref';
import { recordCorporationAction } from '@/lib/systems/corporations/companies/corporation-writes';

export interface DividendFloorResult {
  success: true;
  subsidiaryId: string;
  parentDividendFloorPct: number;
  parentDividendFloorSetByCorpId: string;
}

/** Sets the subsidiary's dividend floor; the dividend phase honours it only while the setter controls it. */
export async function setDividendFloor(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<DividendFloorResult> {
  const id = await corporationIdFrom(db, input.corporationId);
  const { floorPct } = parseInput(dividendFloorBody, input.body);
  const floor = Math.round(floorPct * 100) / 100;
  return withTx(db, async (tx) => {
    const { turn, parent } = await authorizeParent(tx, { userId: input.userId, subsidiaryId: id });
    await tx.execute(sql`
      update corporations set parent_dividend_floor_pct = ${floor}, parent_dividend_floor_set_by_corp_id = ${parent.id}
      where id = ${id}`);
    await recordCorporationAction(tx, id, turn);
    await notifySubsidiaryCommand(tx, {
      subsidiaryId: id,
      parentCorporationId: parent.id,
      actorUserId: input.userId,
      command: 'dividend floor set',
      body: `Your corporation now pays at least ${floor}% of its after-tax profit in dividends.`,
    });
    return {
      success: true,
      subsidiaryId: id,
      parentDividendFloorPct: floor,
      parentDividendFloorSetByCorpId: parent.id,
    };
  });
}
