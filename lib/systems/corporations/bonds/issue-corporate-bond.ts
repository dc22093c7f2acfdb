import { sql } from 'drizzle-orm';
import { corporateBonds } from '@/models';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { balanceAfter } from '@/lib/systems/core/money';
import { loadTrader, postTransferRows } from '@/lib/systems/corporations/funds/trader';
import { parseInput } from '@/lib/platform/validation';
import { BONDS, maturityLabel } from './constants';
import { corporateCouponPct } from './coupon';
import { corporationIdFrom } from '@/lib/systems/corporations/companies/corporation-ref';
import { issueBondBody } from './schemas';

export interface IssueBondResult {
  success: true;
  bondId: string;
  couponRate: number;
  maturityLabel: string;
  maturesAtTurn: number;
  totalIssued: number;
  currencyCode: string;
  cashOnHand: number;
}

/**
 * POST /api/corporations/[id]/bonds: the corporation's seated CEO (or a character holding most of
 * its voting power) issues a bond. The bond market buys every unit at par at once: the principal
 * enters the corporation's cash from 'bond_market' and its debt. Refused (409) during the issuance
 * cooldown or above economy.json maxDebtToEquity; the corporation row is locked for the check.
 */
export async function issueCorporateBond(
  db: Db,
  input: { userId: string; corporationId: unknown; amount: unknown; maturityTurns: unknown },
): Promise<IssueBondResult> {
  const id = await corporationIdFrom(db, input.corporationId);
  const { amount, maturityTurns } = parseInput(issueBondBody, {
    amount: input.amount,
    maturityTurns: input.maturityTurns,
  });
  return withTx(db, async (tx) => {
    const trader = await loadTrader(tx, input.userId);
    const found = await tx.execute<{
      id: string;
      currency_code: string;
      is_public: boolean;
      credit_rating: string;
      prime_rate: string;
      cash_cents: string;
      debt_cents: string;
      capital_cents: string;
      controls: boolean;
      last_issued_turn: number | null;
    }>(sql`
      select k.id, k.currency_code, k.is_public, k.credit_rating, e.prime_rate::text, k.cash_cents::text,
        k.total_debt_cents::text as debt_cents,
        coalesce((select sum(s.capital_stock_cents) from corporation_sectors s where s.corporation_id = k.id), 0)::text
          as capital_cents,
        (k.ceo_kind = 'character' and k.ceo_character_id = ${trader.characterId}) or coalesce((
          select sum(h.shares + h.super_shares * k.super_share_multiplier) filter (
            where h.holder_kind = 'character' and h.holder_id = ${trader.characterId})::numeric
          / nullif(sum(h.shares + h.super_shares * k.super_share_multiplier), 0)
          from corporation_shareholders h where h.corporation_id = k.id), 0) > 0.5 as controls,
        (select max(b.issued_turn) from corporate_bonds b where b.corporation_id = k.id) as last_issued_turn
      from corporations k join country_economies e on e.country_id = k.country_id
      where k.id = ${id} for update of k`);
    const corp = found.rows[0];
    if (!corp) throw new AppError('NOT_FOUND', 'No such corporation.');
    if (!corp.controls)
      throw new AppError('FORBIDDEN', "Only the corporation's CEO or majority owner may issue bonds.");
    const cooldown = corp.is_public
      ? BONDS.issuanceCooldownTurns.public
      : BONDS.issuanceCooldownTurns.private;
    if (corp.last_issued_turn !== null && trader.turn < corp.last_issued_turn + cooldown) {
      throw new AppError(
        'CONFLICT',
        `This corporation issued a bond on turn ${corp.last_issued_turn}; the next may be issued from turn ${corp.last_issued_turn + cooldown}.`,
      );
    }
    const principalCents = amount * 100;
    const equity = Number(corp.cash_cents) + Number(corp.capital_cents) - Number(corp.debt_cents);
    const debtAfter = Number(corp.debt_cents) + principalCents;
    if (equity <= 0 || debtAfter / equity > BONDS.maxDebtToEquity) {
      throw new AppError(
        'CONFLICT',
        `That would take debt to ${equity > 0 ? (debtAfter / equity).toFixed(2) : 'more than'} times equity; the limit is ${BONDS.maxDebtToEquity}.`,
      );
    }
    const couponPct = corporateCouponPct(Number(corp.prime_rate), corp.credit_rating, maturityTurns);
    const bondId = newObjectId();
    await tx.insert(corporateBonds).values({
      id: bondId,
      corporationId: corp.id,
      currencyCode: corp.currency_code,
      couponPct,
      maturityTurns,
      issuedTurn: trader.turn,
      maturesAtTurn: trader.turn + maturityTurns,
      unitFaceCents: BONDS.unitFaceValue * 100,
      unitsIssued: amount / BONDS.unitFaceValue,
      marketPrice: 1,
      yieldToMaturity: couponPct / 100,
    });
    await tx.execute(sql`
      update corporations set total_debt_cents = total_debt_cents + ${principalCents} where id = ${corp.id}`);
    const posted = await postTransferRows(
      tx,
      { id: `bond-issue-${bondId}`, reason: 'bond_issue' },
      trader.turn,
      [
        {
          accountType: 'corporation_cash',
          accountId: corp.id,
          currencyCode: corp.currency_code,
          cents: principalCents,
        },
        {
          accountType: 'system',
          accountId: 'bond_market',
          currencyCode: corp.currency_code,
          cents: -principalCents,
        },
      ],
    );
    return {
      success: true,
      bondId,
      couponRate: couponPct / 100,
      maturityLabel: maturityLabel(maturityTurns),
      maturesAtTurn: trader.turn + maturityTurns,
      totalIssued: amount,
      currencyCode: corp.currency_code,
      cashOnHand: balanceAfter(posted, 'corporation_cash', corp.id) / 100,
    };
  });
}
