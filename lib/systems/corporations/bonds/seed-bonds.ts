import { sql } from 'drizzle-orm';
import { corporateBonds } from '@/models';
import type { Db } from '@/lib/platform/db';
import { insertChunked } from '@/lib/systems/core/world-plan/insert-chunked';
import { createRandom } from '@/lib/platform/random';
import { BONDS, SEED_BOND_EVERY_NTH_CORPORATION, SEED_BOND_SHARE_OF_CAPITAL } from './constants';
import { corporateCouponPct } from './coupon';

/**
 * Opening bonds, issued before the game began: every Nth corporation by sequence owes one bond of a
 * share of its capital, all units with the bond market, maturing within the first ~2 years. They are
 * debt already on the books (no cash moves), so they only add to each issuer's total debt.
 */
export async function seedBonds(tx: Db, input: { seed: string; turn: number }): Promise<number> {
  const random = createRandom(`${input.seed}:bonds`);
  const candidates = await tx.execute<{
    id: string;
    seq: number;
    currency_code: string;
    credit_rating: string;
    prime_rate: string;
    capital: string;
  }>(sql`
    select k.id, k.seq, k.currency_code, k.credit_rating, e.prime_rate::text,
      coalesce((select sum(s.capital_stock_cents) from corporation_sectors s where s.corporation_id = k.id), 0)::text as capital
    from corporations k join country_economies e on e.country_id = k.country_id
    where k.seq % ${SEED_BOND_EVERY_NTH_CORPORATION} = 0 and not k.is_state_owned
    order by k.seq`);
  const faceCents = BONDS.unitFaceValue * 100;
  const maturities = BONDS.corporateIssuanceMaturities;
  const rows = candidates.rows.flatMap((k, index) => {
    const units = Math.floor((Number(k.capital) * SEED_BOND_SHARE_OF_CAPITAL) / faceCents);
    if (units * BONDS.unitFaceValue < BONDS.minIssuance) return [];
    const maturityTurns = maturities[index % maturities.length]!;
    const age = random.int(0, maturityTurns - 12);
    const couponPct = corporateCouponPct(Number(k.prime_rate), k.credit_rating, maturityTurns);
    return [
      {
        id: random.objectId(),
        corporationId: k.id,
        currencyCode: k.currency_code,
        couponPct,
        maturityTurns,
        issuedTurn: input.turn - age,
        maturesAtTurn: input.turn - age + maturityTurns,
        // Its coupons before the game began count as paid: it accrues from the first turn.
        lastCouponTurn: input.turn - 1,
        unitFaceCents: faceCents,
        unitsIssued: units,
        marketPrice: 1,
        yieldToMaturity: Math.round(couponPct * 100) / 10_000,
      },
    ];
  });
  if (rows.length === 0) return 0;
  // One statement per thousand rows: a million-character world issues tens of thousands of bonds.
  await insertChunked(rows, (chunk) => tx.insert(corporateBonds).values(chunk));
  await tx.execute(sql`
    update corporations k set total_debt_cents = k.total_debt_cents + b.principal
    from (select corporation_id, sum(units_issued * unit_face_cents)::bigint as principal
          from corporate_bonds group by 1) b
    where b.corporation_id = k.id`);
  return rows.length;
}
