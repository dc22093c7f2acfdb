import { describe, expect, it } from 'vitest';
import { economyPreview } from './economy-preview';

describe('economyPreview', () => {
  it('derives GDP per capita and the anchor-unit GDP', () => {
    expect(
      economyPreview({ currencyCode: 'JPY', population: 1_000_000, gdpMillions: 3_000, forexRate: 150 }),
    ).toEqual({
      currencyCode: 'JPY',
      gdpMillions: 3_000,
      gdpPerCapita: 3_000,
      forexRate: 150,
      gdpAnchorMillions: 20,
    });
  });

  it('leaves what cannot be computed as 0 or null instead of dividing by zero', () => {
    expect(
      economyPreview({ currencyCode: 'XXX', population: 0, gdpMillions: 5, forexRate: null }),
    ).toMatchObject({
      gdpPerCapita: 0,
      gdpAnchorMillions: null,
    });
  });
});
