import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { lockFund, type FundTradeResult } from './fund-lock';
import { fundSlugParams, tradeFundBody } from './schemas';
import { conversionLegs, convertCents, creditCharacterCash, loadTrader, postTransferRows } from './trader';

/**
 * POST /api/funds/[slug]/redeem: held units back to the fund at the quoted NAV, paid from the fund's
 * cash (allowed while active, paused or winding down). The holding and the fund's cash are both
 * reduced conditionally; a fund whose cash cannot cover it refuses (409) and nothing changes.
 */
export async function redeemFundUnits(
  db: Db,
  input: { userId: string; slug: unknown; units: unknown },
): Promise<FundTradeResult> {
  const { slug } = parseInput(fundSlugParams, { slug: input.slug });
  const { units } = parseInput(tradeFundBody, { units: input.units });
  return withTx(db, async (tx) => {
    const trader = await loadTrader(tx, input.userId);
    const fund = await lockFund(tx, slug);
    if (fund.status === 'delisted' || fund.status === 'chartered') {
      throw new AppError('CONFLICT', `This fund is ${fund.status}; it redeems no units.`);
    }
    const held = await tx.execute<{ units: string }>(sql`
      update fund_unit_holdings set units = units - ${units}
      where fund_id = ${fund.id} and character_id = ${trader.characterId} and units >= ${units}
      returning units::text`);
    if (held.rows.length === 0)
      throw new AppError('CONFLICT', 'You hold fewer units of this fund than that.');
    const payoutCents = fund.navCents * units;
    const paid = await tx.execute(sql`
      update index_funds set unit_supply = unit_supply - ${units}
      where id = ${fund.id} and cash_cents >= ${payoutCents} and unit_supply - reserve_units >= ${units}
      returning id`);
    if (paid.rows.length === 0) {
      throw new AppError('CONFLICT', "The fund's cash cannot cover that redemption now; try fewer units.");
    }
    await tx.execute(sql`
      delete from fund_unit_holdings where fund_id = ${fund.id} and character_id = ${trader.characterId} and units = 0`);
    const receivedCents = convertCents(payoutCents, fund.rate, trader.rate, 'down');
    const transfer = { id: `fund-redeem-${newObjectId()}`, reason: 'fund_redemption' };
    await creditCharacterCash(tx, trader, receivedCents, transfer);
    await postTransferRows(tx, transfer, trader.turn, [
      { accountType: 'fund_cash', accountId: fund.id, currencyCode: fund.currencyCode, cents: -payoutCents },
      ...conversionLegs(fund.currencyCode, payoutCents, trader.currencyCode, receivedCents),
    ]);
    return {
      success: true,
      slug,
      side: 'redeem',
      units,
      nav: fund.navCents / 100,
      total: receivedCents / 100,
      currencyCode: trader.currencyCode,
      unitsHeld: Number(held.rows[0]!.units),
    };
  });
}
