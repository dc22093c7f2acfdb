import { describe, expect, it } from 'vitest';
import { CYCLE_REGIMES, FOREX_REGIMES } from './constants';
import { forexCurrencyInput } from './schemas';

describe('forex inputs', () => {
  it('upper-case a three-letter code and default history to 48', () => {
    expect(forexCurrencyInput.parse({ currency: ' gbp ' })).toEqual({ currency: 'GBP', history: 48 });
  });

  it.each(['', 'GB', 'GBPX', 'G1P', 'g\u0000p'])('refuse the code %j', (currency) => {
    expect(forexCurrencyInput.safeParse({ currency }).success).toBe(false);
  });

  it('keep the reference regimes and cycle regimes in a fixed order', () => {
    expect(FOREX_REGIMES).toEqual(['float', 'band', 'peg']);
    expect(CYCLE_REGIMES.map((c) => c.regime)).toEqual([
      'moderate_strengthen',
      'slight_strengthen',
      'neutral',
      'slight_weaken',
      'moderate_weaken',
    ]);
  });
});
