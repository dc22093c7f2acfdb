import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import {
  conversionLegs,
  convertCents,
  debitCharacterCash,
  loadTrader,
  postTransferRows,
} from '@/lib/systems/corporations/funds/trader';
import { parseInput } from '@/lib/platform/validation';
import { lockBond, type BondTradeResult } from './bond-lock';
import { bondIdParams, tradeBondBody } from './schemas';

/**
 * POST /api/bonds/[id]/buy: buys units from the bond market at the market price. One transaction:
 * the bond row is locked, the market's units are taken conditionally, the caller's cash is debited
 * conditionally (converted through 'forex_conversion' when the bond's currency differs), and the
 * price goes to 'bond_market'.
 */
export async function buyBond(db: Db, input: { userId: string; bondId: unknown; units: unknown }) {
  const { id } = parseInput(bondIdParams, { id: input.bondId });
  const { units } = parseInput(tradeBondBody, { units: input.units });
  return withTx(db, async (tx): Promise<BondTradeResult> => {
    const trader = await loadTrader(tx, input.userId);
    const bond = await lockBond(tx, id);
    if (bond.status !== 'active')
      throw new AppError('CONFLICT', `This bond is ${bond.status}; it cannot be bought.`);
    const taken = await tx.execute(sql`
      update corporate_bonds set units_held = units_held + ${units}
      where id = ${id} and units_issued - units_held >= ${units} returning id`);
    if (taken.rows.length === 0)
      throw new AppError('CONFLICT', 'The bond market has fewer units than that for sale.');
    const unitPriceCents = Math.round(Number(bond.unit_face_cents) * Number(bond.market_price));
    const costCents = unitPriceCents * units;
    const paidCents = convertCents(costCents, Number(bond.rate), trader.rate, 'up');
    const transfer = { id: `bond-buy-${newObjectId()}`, reason: 'bond_purchase' };
    await debitCharacterCash(tx, trader, paidCents, transfer);
    await postTransferRows(tx, transfer, trader.turn, [
      ...conversionLegs(trader.currencyCode, paidCents, bond.currency_code, costCents),
      { accountType: 'system', accountId: 'bond_market', currencyCode: bond.currency_code, cents: costCents },
    ]);
    const held = await tx.execute<{ units: string }>(sql`
      insert into bond_holdings (bond_id, character_id, units, avg_cost_cents)
      values (${id}, ${trader.characterId}, ${units}, ${unitPriceCents})
      on conflict (bond_id, character_id) do update set
        units = bond_holdings.units + excluded.units,
        avg_cost_cents = round((bond_holdings.units * bond_holdings.avg_cost_cents
          + excluded.units * excluded.avg_cost_cents)::numeric / (bond_holdings.units + excluded.units))::bigint
      returning units::text`);
    return {
      success: true,
      bondId: id,
      side: 'buy',
      units,
      price: unitPriceCents / 100,
      total: paidCents / 100,
      currencyCode: trader.currencyCode,
      unitsHeld: Number(held.rows[0]!.units),
    };
  });
}
