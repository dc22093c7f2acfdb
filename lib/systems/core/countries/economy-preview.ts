import type { EconomyPreview } from './schemas';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The headline economy of a country from its stored totals and its currency's forex rate. */
export function economyPreview(country: {
  currencyCode: string;
  population: number;
  gdpMillions: number;
  forexRate: number | null;
}): EconomyPreview {
  const { currencyCode, population, gdpMillions, forexRate } = country;
  return {
    currencyCode,
    gdpMillions,
    gdpPerCapita: population > 0 ? Math.round((gdpMillions * 1_000_000) / population) : 0,
    forexRate,
    gdpAnchorMillions: forexRate && forexRate > 0 ? round2(gdpMillions / forexRate) : null,
  };
}
