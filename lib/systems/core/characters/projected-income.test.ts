import { describe, expect, it } from 'vitest';
import { projectedIncome } from './projected-income';

describe('projectedIncome', () => {
  it('is the base yield at influence 0 and doubles at influence 100', () => {
    expect(projectedIncome(0, 0)).toBe(50_000);
    expect(projectedIncome(0, 100)).toBe(100_000);
  });

  it('adds 2000 per donor base level before the influence multiplier', () => {
    expect(projectedIncome(5, 50)).toBe((50_000 + 10_000) * 1.5);
  });
});
