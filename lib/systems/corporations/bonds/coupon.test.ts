import { describe, expect, it } from 'vitest';
import { maturityLabel } from './constants';
import { corporateCouponPct } from './coupon';

describe('corporateCouponPct (economy.json corporateCoupon)', () => {
  it('adds the rating spread, the 1 pp premium and the term premium to the prime rate', () => {
    expect(corporateCouponPct(3, 'AAA', 96)).toBe(4);
    expect(corporateCouponPct(3, 'BBB', 240)).toBe(8);
    expect(corporateCouponPct(3, 'CCC', 336)).toBe(17.75);
  });
  it('clamps to the derived range', () => {
    expect(corporateCouponPct(0, 'AAA', 96)).toBe(1);
    expect(corporateCouponPct(30, 'CCC', 336)).toBe(39.75);
  });
  it('labels maturities', () => {
    expect(maturityLabel(96)).toBe('2 Year');
    expect(maturityLabel(336)).toBe('7 Year');
  });
});
