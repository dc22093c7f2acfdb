import { describe, expect, it } from 'vitest';
import { assessCredit, openingCredit, ratingForScore } from './credit-score';

describe('corporate credit score', () => {
  it('maps scores onto the rating bands', () => {
    expect(ratingForScore(90)).toBe('AAA');
    expect(ratingForScore(85)).toBe('AAA');
    expect(ratingForScore(84.99)).toBe('AA');
    expect(ratingForScore(40)).toBe('BBB');
    expect(ratingForScore(3)).toBe('CCC');
  });

  it('rates a new debt-free corporation on its cash and zero earnings', () => {
    // debtToEquity 100 × 0.3 + coverage 5×20=100 × 0.25 + profitability 40 × 0.25 + liquidity 100 × 0.2
    expect(openingCredit({ cashCents: 1_000, equityCents: 10_000 })).toEqual({
      score: 85,
      rating: 'AAA',
      components: { debtToEquity: 100, interestCoverage: 100, profitability: 40, liquidity: 100 },
    });
  });

  it('punishes leverage, thin coverage and losses', () => {
    const weak = assessCredit({
      debtCents: 30_000,
      equityCents: 10_000,
      cashCents: 100,
      annualIncomeCents: -5_000,
      annualInterestCents: 2_000,
    });
    expect(weak.components.debtToEquity).toBe(0);
    expect(weak.components.interestCoverage).toBe(0);
    // 40 - 50 × √0.5 ≈ 4.6, floored at 5.
    expect(weak.components.profitability).toBe(5);
    expect(weak.components.liquidity).toBe(22);
    expect(weak.rating).toBe('CCC');
  });
});
