import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { characterOfUser, currentTurn } from './accounts';
import { assertCanManage, lockCorporation } from './corporation-authority';
import { setDividendRateInput } from './schemas';
import { corporationIdFrom } from './corporation-ref';

/** Sets the percent of each turn's after-tax profit declared as dividends, paid quarterly (CEO or controlling holder). */
export async function setDividendRate(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<{ success: true; corporationId: string; dividendRatePct: number }> {
  const corporationId = await corporationIdFrom(db, input.corporationId);
  const { ratePct } = parseInput(setDividendRateInput, input.body);
  return withTx(db, async (tx) => {
    const character = await characterOfUser(tx, input.userId);
    const corporation = await lockCorporation(tx, corporationId);
    await assertCanManage(tx, corporation, character.id);
    const rate = Math.round(ratePct * 100) / 100;
    await tx.execute(sql`
      update corporations set dividend_rate_pct = ${rate}, last_action_turn = ${await currentTurn(tx)}
      where id = ${corporationId}`);
    return { success: true, corporationId, dividendRatePct: rate };
  });
}
