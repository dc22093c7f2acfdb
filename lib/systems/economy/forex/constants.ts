import { economyReference } from '@/lib/systems/economy/macro/reference';

/** The forex rules of economy.json, and the few dynamics of ours around them, in one place. */
export const FOREX = economyReference.forex;
export const FOREX_REGIMES = FOREX.regimes;
export type ForexRegime = (typeof FOREX_REGIMES)[number];
export const FOREX_DYNAMICS = FOREX.dynamics;
export const CYCLE_PRESSURE = FOREX.cyclePressure;
/** The cycle regimes in a fixed order, so a seeded draw picks the same one on replay. */
export const CYCLE_REGIMES = Object.entries(CYCLE_PRESSURE.regimes).map(([regime, pressure]) => ({
  regime,
  pressure,
}));

/** The unit every rate is quoted against: local units per anchor unit (docs/forex-and-sovereigns.md). */
export const ANCHOR_UNIT = 'anchor';

/**
 * Macro target sensitivities. A point of real prime rate above the GDP-weighted world strengthens the
 * target by this fraction; a trade surplus of one percent of GDP by the trade one.
 */
export const RATE_DIFFERENTIAL_ELASTICITY = 0.02;
export const TRADE_BALANCE_ELASTICITY = 0.01;
/** The trade balance the target reads is capped at this percent of GDP either way. */
export const TRADE_BALANCE_PCT_GDP_CAP = 5;
/** Anchor units of 24-turn volume at which volume pressure reaches its cap (economy.json volumePressureCap). */
export const VOLUME_FULL_WEIGHT_ANCHOR = 50_000_000;

/** Central banks open with a reserve of this share of their country's GDP, written as a named source. */
export const CENTRAL_BANK_OPENING_RESERVE_SHARE_OF_GDP = 0.002;

/** History endpoint limits (docs/api-contract.md). */
export const FOREX_HISTORY_DEFAULT = 48;
export const FOREX_HISTORY_MAX = 240;
/** Turns the percentage changes look back. */
export const FOREX_CHANGE_WINDOWS = { turn: 1, turns24: 24 } as const;
