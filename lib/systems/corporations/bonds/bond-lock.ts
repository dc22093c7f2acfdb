import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';

export interface BondTradeResult {
  success: true;
  bondId: string;
  side: 'buy' | 'sell';
  units: number;
  /** Per unit, the bond's currency. */
  price: number;
  /** Paid or received, the trader's home currency. */
  total: number;
  currencyCode: string;
  unitsHeld: number;
}

export type LockedBond = {
  id: string;
  currency_code: string;
  status: string;
  unit_face_cents: string;
  market_price: string;
  rate: string;
};

/** The bond with its row locked for a trade. */
export async function lockBond(tx: Db, id: string): Promise<LockedBond> {
  const found = await tx.execute<LockedBond>(sql`
    select b.id, b.currency_code, b.status, b.unit_face_cents::text, b.market_price::text, cur.rate::text
    from corporate_bonds b join currencies cur on cur.code = b.currency_code
    where b.id = ${id} for update of b`);
  const bond = found.rows[0];
  if (!bond) throw new AppError('NOT_FOUND', 'No such bond.');
  return bond;
}
