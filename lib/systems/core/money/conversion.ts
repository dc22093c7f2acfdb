import { FOREX_SPREAD, SPREAD_CENTRAL_BANK_SHARE } from './constants';

/**
 * Minor units of one currency in another at forex rates (local units per anchor unit):
 * amount × rate(to) ÷ rate(from). The tiny epsilon keeps exact products from rounding the wrong way.
 */
export function convertCents(cents: number, fromRate: number, toRate: number, round: 'up' | 'down'): number {
  const converted = (cents * toRate) / fromRate;
  return round === 'up' ? Math.ceil(converted - 1e-9) : Math.floor(converted + 1e-9);
}

/** The spread on a converted amount, split into the central bank's half and the destroyed half. */
export function splitSpread(grossCents: number): {
  spreadCents: number;
  centralBankCents: number;
  destroyedCents: number;
} {
  const spreadCents = Math.ceil(grossCents * FOREX_SPREAD - 1e-9);
  const centralBankCents = Math.floor(spreadCents * SPREAD_CENTRAL_BANK_SHARE);
  return { spreadCents, centralBankCents, destroyedCents: spreadCents - centralBankCents };
}

export interface ExchangeQuote {
  fromCents: number;
  /** The converted amount before the spread. */
  grossCents: number;
  /** What the trader receives: gross minus the spread. */
  toCents: number;
  spreadCents: number;
  centralBankCents: number;
  destroyedCents: number;
  /** Target units received per source unit, after the spread. */
  effectiveRate: number;
}

/** Everything one exchange moves, in whole minor units; the browser quote and the verb share it. */
export function quoteExchange(fromCents: number, fromRate: number, toRate: number): ExchangeQuote {
  const grossCents = convertCents(fromCents, fromRate, toRate, 'down');
  const spread = splitSpread(grossCents);
  const toCents = grossCents - spread.spreadCents;
  return {
    fromCents,
    grossCents,
    toCents,
    ...spread,
    effectiveRate: fromCents > 0 ? Number((toCents / fromCents).toPrecision(10)) : 0,
  };
}
