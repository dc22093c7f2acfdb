import { describe, expect, it } from 'vitest';
import {
  AUCTION_BANDS,
  DEMAND_LABELS,
  RATING_SPREADS_PP,
  SOVEREIGN,
  SOVEREIGN_TERM_PREMIUM_PP,
} from './constants';

describe('sovereign constants from economy.json', () => {
  it('average the term premium over the sovereign maturity mix (0.25×0 + 0.35×0.25 + 0.4×0.75)', () => {
    expect(SOVEREIGN_TERM_PREMIUM_PP).toBeCloseTo(0.3875, 10);
  });

  it('name every auction band and demand component the reference lists', () => {
    expect(SOVEREIGN.auctionBands.map((b) => b.band)).toEqual([...AUCTION_BANDS]);
    expect(Object.keys(DEMAND_LABELS)).toEqual([
      'base',
      'debtToGdp',
      'debtToGdpCliff',
      'inflation',
      'fxDepreciation',
      'defaultScar',
      'trust',
      'couponPremium',
      'entityHoldings',
    ]);
    expect(RATING_SPREADS_PP).toMatchObject({ AAA: 0, A: 1.5, CCC: 12 });
  });
});
