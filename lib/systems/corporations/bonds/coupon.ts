import { economyReference } from '@/lib/systems/economy/macro/reference';
import { BONDS } from './constants';

/**
 * A new corporate bond's annual coupon in percent (economy.json corporateCoupon):
 * prime rate + the rating's spread + the spread premium + the maturity's term premium, clamped.
 */
export function corporateCouponPct(primeRatePct: number, rating: string, maturityTurns: number): number {
  const spread =
    economyReference.creditRatings.find((band) => band.rating === rating)?.spreadOverPrimePp ??
    economyReference.creditRatings[economyReference.creditRatings.length - 1]!.spreadOverPrimePp;
  const term = BONDS.termPremiumPp[String(maturityTurns)] ?? 0;
  const [min, max] = BONDS.couponRangePct;
  const coupon = primeRatePct + spread + BONDS.spreadPremiumPp + term;
  return Math.round(Math.min(max, Math.max(min, coupon)) * 10_000) / 10_000;
}
