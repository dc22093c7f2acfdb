import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import {
  conversionLegs,
  convertCents,
  creditCharacterCash,
  loadTrader,
  postTransferRows,
} from '@/lib/systems/corporations/funds/trader';
import { parseInput } from '@/lib/platform/validation';
import { lockBond, type BondTradeResult } from './bond-lock';
import { bondIdParams, tradeBondBody } from './schemas';

/**
 * POST /api/bonds/[id]/sell: sells held units back to the bond market at the market price (the
 * defaulted price for a defaulted bond). The holding is reduced conditionally; 'bond_market' pays.
 */
export async function sellBond(db: Db, input: { userId: string; bondId: unknown; units: unknown }) {
  const { id } = parseInput(bondIdParams, { id: input.bondId });
  const { units } = parseInput(tradeBondBody, { units: input.units });
  return withTx(db, async (tx): Promise<BondTradeResult> => {
    const trader = await loadTrader(tx, input.userId);
    const bond = await lockBond(tx, id);
    if (bond.status === 'matured') throw new AppError('CONFLICT', 'This bond has matured and was repaid.');
    const sold = await tx.execute<{ units: string }>(sql`
      update bond_holdings set units = units - ${units}
      where bond_id = ${id} and character_id = ${trader.characterId} and units >= ${units}
      returning units::text`);
    if (sold.rows.length === 0)
      throw new AppError('CONFLICT', 'You hold fewer units of this bond than that.');
    await tx.execute(sql`update corporate_bonds set units_held = units_held - ${units} where id = ${id}`);
    await tx.execute(sql`
      delete from bond_holdings where bond_id = ${id} and character_id = ${trader.characterId} and units = 0`);
    const unitPriceCents = Math.round(Number(bond.unit_face_cents) * Number(bond.market_price));
    const proceedsCents = unitPriceCents * units;
    const receivedCents = convertCents(proceedsCents, Number(bond.rate), trader.rate, 'down');
    const transfer = { id: `bond-sell-${newObjectId()}`, reason: 'bond_sale' };
    await creditCharacterCash(tx, trader, receivedCents, transfer);
    await postTransferRows(tx, transfer, trader.turn, [
      {
        accountType: 'system',
        accountId: 'bond_market',
        currencyCode: bond.currency_code,
        cents: -proceedsCents,
      },
      ...conversionLegs(bond.currency_code, proceedsCents, trader.currencyCode, receivedCents),
    ]);
    return {
      success: true,
      bondId: id,
      side: 'sell',
      units,
      price: unitPriceCents / 100,
      total: receivedCents / 100,
      currencyCode: trader.currencyCode,
      unitsHeld: Number(sold.rows[0]!.units),
    };
  });
}
