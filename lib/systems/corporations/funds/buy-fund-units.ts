import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { lockFund, type FundTradeResult } from './fund-lock';
import { fundSlugParams, tradeFundBody } from './schemas';
import { conversionLegs, convertCents, debitCharacterCash, loadTrader, postTransferRows } from './trader';

/**
 * POST /api/funds/[slug]/buy: new units at the quoted NAV, while the fund is chartered (before
 * its first rebalance) or active. One
 * transaction: the fund row is locked, the caller's cash debited conditionally (converted through
 * 'forex_conversion' into the fund's currency), the fund's cash and unit supply grow together.
 */
export async function buyFundUnits(
  db: Db,
  input: { userId: string; slug: unknown; units: unknown },
): Promise<FundTradeResult> {
  const { slug } = parseInput(fundSlugParams, { slug: input.slug });
  const { units } = parseInput(tradeFundBody, { units: input.units });
  return withTx(db, async (tx) => {
    const trader = await loadTrader(tx, input.userId);
    const fund = await lockFund(tx, slug);
    if (fund.status !== 'active' && fund.status !== 'chartered') {
      throw new AppError('CONFLICT', `This fund is ${fund.status.replace('_', ' ')}; it sells no units now.`);
    }
    const costCents = fund.navCents * units;
    const paidCents = convertCents(costCents, fund.rate, trader.rate, 'up');
    const transfer = { id: `fund-buy-${newObjectId()}`, reason: 'fund_purchase' };
    await debitCharacterCash(tx, trader, paidCents, transfer);
    await tx.execute(sql`
      update index_funds set unit_supply = unit_supply + ${units} where id = ${fund.id}`);
    await postTransferRows(tx, transfer, trader.turn, [
      ...conversionLegs(trader.currencyCode, paidCents, fund.currencyCode, costCents),
      { accountType: 'fund_cash', accountId: fund.id, currencyCode: fund.currencyCode, cents: costCents },
    ]);
    const held = await tx.execute<{ units: string }>(sql`
      insert into fund_unit_holdings (fund_id, character_id, units, avg_cost_cents)
      values (${fund.id}, ${trader.characterId}, ${units}, ${fund.navCents})
      on conflict (fund_id, character_id) do update set
        units = fund_unit_holdings.units + excluded.units,
        avg_cost_cents = round((fund_unit_holdings.units * fund_unit_holdings.avg_cost_cents
          + excluded.units * excluded.avg_cost_cents)::numeric / (fund_unit_holdings.units + excluded.units))::bigint
      returning units::text`);
    return {
      success: true,
      slug,
      side: 'buy',
      units,
      nav: fund.navCents / 100,
      total: paidCents / 100,
      currencyCode: trader.currencyCode,
      unitsHeld: Number(held.rows[0]!.units),
    };
  });
}
