import { economyReference } from '@/lib/systems/economy/macro/reference';

/** Trade constants (economy.json "trade" plus ours), in one named place. */

export const TARIFF_RATE_RANGE = economyReference.trade.tariffRateRange as [number, number];
export const TARIFF_LIMIT_DEFAULT = 100;
export const TARIFF_LIMIT_MAX = 200;
export const TRADE_FLOWS_LIMIT_DEFAULT = 48;
export const TRADE_FLOWS_LIMIT_MAX = 240;
export const EMBARGO_COMMODITY_ALL = 'all';

/** Pair affinity: how readily two countries trade (economy.json); unlisted pairs use the base. */
export const BASE_AFFINITY = economyReference.trade.baseAffinity;
export const PAIR_AFFINITY: Record<string, number> = economyReference.trade.pairAffinity;

/**
 * How an importer's tariff on an exporter thins the exporter's offer to it: weight x (1 - rate/100)
 * ^ this. Tariffs also raise the national price of the imported share.
 */
export const TARIFF_TRADE_ELASTICITY = 2;

/**
 * Government decisions in the engine: each turn each country reviews its tariffs with this chance
 * (one draw per country, in id order). A country in deficit over the lookback raises the sector
 * tariff on the sector behind its largest import bill; one in surplus lowers its highest government
 * tariff. Government tariffs stay at or below the cap; a tariff lowered to zero is removed.
 */
export const GOVERNMENT_TARIFFS = {
  reviewChance: 1 / 26,
  lookbackTurns: 12,
  step: 2.5,
  cap: 25,
} as const;

/** Opening tariffs, set as government policy at seed (scopes: docs/commodities-and-trade.md; rates in %). */
export const OPENING_TARIFFS: readonly {
  countryId: string;
  scopeType: 'economy_wide' | 'sector' | 'origin_country';
  target: string | null;
  rate: number;
}[] = [
  { countryId: 'US', scopeType: 'economy_wide', target: null, rate: 2.5 },
  { countryId: 'US', scopeType: 'sector', target: 'automobiles', rate: 2.5 },
  { countryId: 'DE', scopeType: 'economy_wide', target: null, rate: 3 },
  { countryId: 'DE', scopeType: 'sector', target: 'agriculture', rate: 10 },
  { countryId: 'UK', scopeType: 'economy_wide', target: null, rate: 3 },
  { countryId: 'JP', scopeType: 'sector', target: 'agriculture', rate: 15 },
  { countryId: 'JP', scopeType: 'origin_country', target: 'DE', rate: 1 },
];
