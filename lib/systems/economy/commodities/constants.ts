/** Constants of the state sectors and commodity markets (one named place for every number). */

/** A turn is one game week; supply and demand are daily rates, trade flows are per turn. */
export const DAYS_PER_TURN = 7;
export const DAYS_PER_YEAR = 365;
export { TURNS_PER_YEAR } from '@/lib/systems/economy/macro/constants';

/** Opening share of a state's output by sector type, before the seeded per-state variation. */
export const SECTOR_OUTPUT_WEIGHTS: Record<string, number> = {
  financial: 0.08,
  media: 0.03,
  manufacturing: 0.11,
  chemical_industries: 0.03,
  healthcare: 0.09,
  retail: 0.09,
  automobiles: 0.03,
  technology: 0.08,
  energy: 0.04,
  agriculture: 0.02,
  real_estate: 0.12,
  construction: 0.05,
  defense: 0.02,
  telecommunications: 0.03,
  entertainment: 0.03,
  logistics: 0.05,
  extraction: 0.02,
};

/** Seeded per-state multiplier on a sector's weight: [low, high], uniform. Extraction varies most. */
export const SECTOR_VARIATION: [number, number] = [0.5, 1.6];
export const EXTRACTION_VARIATION: [number, number] = [0.05, 4];

/** Share of the population at work; employment splits it by output share. */
export const WORKFORCE_SHARE = 0.48;
/** Opening utilization of every sector's capacity. */
export const OPENING_UTILIZATION = 0.85;

/** Household demand, anchor units per person per day, for the commodities households buy. */
export const HOUSEHOLD_DEMAND_PER_CAPITA: Record<string, number> = {
  food: 1.2,
  retail: 2,
  healthcare_services: 1.5,
  pharmaceuticals: 0.4,
  energy: 0.6,
  entertainment_services: 0.5,
  real_estate_services: 1.5,
  financial_services: 0.6,
  vehicles: 0.3,
  electronics: 0.3,
  network_services: 0.4,
  software: 0.1,
  natural_gas: 0.15,
  oil: 0.3,
};

/** Per-turn market dynamics. */
export const MARKET = {
  /** Price target = base x (demand / supply) ^ elasticity. */
  priceElasticity: 1.5,
  /** Share of the gap to the target price closed each turn. */
  priceAdjustment: 0.25,
  /** Seeded noise on each global price, a fraction per turn (uniform +-). */
  priceNoise: 0.01,
  /** Global prices stay within these multiples of the base price. */
  priceBounds: [0.25, 4] as [number, number],
  /** National price: global x (demand / supply) ^ this, within the bounds, plus tariffs on imports. */
  countryElasticity: 0.1,
  countryBounds: [0.8, 1.25] as [number, number],
  /** State price: national x (demand / supply) ^ this, within the bounds. */
  stateElasticity: 0.05,
  stateBounds: [0.9, 1.1] as [number, number],
  /** Demand / supply ratio used when a market has demand but no supply. */
  noSupplyRatio: 10,
} as const;

/** Per-turn sector dynamics: utilization follows the price index of what the sector supplies. */
export const SECTORS = {
  /** Utilization target = opening utilization x (price index) ^ this, within the bounds. */
  utilizationElasticity: 0.5,
  utilizationBounds: [0.5, 1] as [number, number],
  /** Share of the gap to the target utilization closed each turn. */
  utilizationAdjustment: 0.2,
} as const;

/** Producers and consumers listed per commodity. */
export const TOP_AREAS = 10;
/** Global price points served with one commodity. */
export const PRICE_HISTORY_POINTS = 240;

/** Region sector summaries: specialised when the state's share is this multiple of the national share. */
export const SPECIALIZATION_QUOTIENT = 1.25;
export const MAX_SPECIALIZATIONS = 5;
export const TOP_SECTORS = 3;
