import { economyReference } from './reference';

/** The game calendar runs 7-day turns: 52 a year (the original's 48-turn year does not apply). */
export const TURNS_PER_YEAR = 52;

/**
 * Fiscal years close on the first turn dated in this month (10 = October, the US federal year,
 * matching the original's start at turn 40 of 48). The year is labelled by the year it ends in.
 */
export const FISCAL_YEAR_START_MONTH = 10;

/** The prime-rate (Taylor) rule of economy.json. */
export const PRIME_RATE_RULE = economyReference.primeRateRule;
/** Weight of a new observation in the rule's exponential averages: 2 / (N + 1). */
export const PRIME_RATE_EMA_ALPHA = 2 / (PRIME_RATE_RULE.smoothingEmaTurns + 1);

export const CREDIT_RATINGS = economyReference.creditRatings.map((r) => r.rating);
export const SOVEREIGN_DEBT_LADDER = economyReference.sovereignDebtLadder;
export const CRISIS_STATES = economyReference.sovereign.crisisStates;
export const TAX_RATE_KINDS = economyReference.taxRateKinds;

/** How each tax kind's base maps onto the shares of GDP in the reference (corporate profits split 75/25). */
export const TAX_BASE_OF_KIND: Record<string, { base: string; factor: number }> = {
  incomeTax: { base: 'taxableIncome', factor: 1 },
  domesticCorporateTax: {
    base: 'corporateProfits',
    factor: economyReference.corporateProfitsSplit.domestic,
  },
  foreignCorporateTax: { base: 'corporateProfits', factor: economyReference.corporateProfitsSplit.foreign },
  payrollTax: { base: 'wagesAndSalaries', factor: 1 },
  tariffs: { base: 'importValue', factor: 1 },
  salesTax: { base: 'taxableSales', factor: 1 },
};

/** Macro dynamics, per turn. Annual percents move slowly toward their anchors. */
export const MACRO = {
  /** Share of the gap to trend growth closed each turn. */
  growthReversion: 0.05,
  /** Growth lost per point of real prime rate above neutral, per turn. */
  growthRateSensitivity: 0.02,
  /** Growth gained per point of investor confidence above 50, per turn. */
  growthConfidenceSensitivity: 0.0015,
  growthNoise: 0.08,
  growthBounds: [-10, 12],
  inflationReversion: 0.04,
  /** Inflation added per point of growth above trend (demand pressure), per turn. */
  inflationGrowthSensitivity: 0.03,
  inflationRateSensitivity: 0.015,
  inflationNoise: 0.06,
  inflationBounds: [-5, 40],
  /** Weight of the current GDP in its smoothed average. */
  gdpSmoothingAlpha: 0.1,
  confidenceReversion: 0.1,
  confidenceNoise: 1,
  /** Confidence lost per point of inflation away from target. */
  confidenceInflationPenalty: 2,
  confidenceGrowthBonus: 3,
  /** Stock market: return per point of confidence above 50 and per point of prime-rate move. */
  marketConfidenceReturn: 0.00004,
  marketRateShock: 0.01,
  marketNoise: 0.015,
  marketCapToGdpBounds: [0.2, 3],
} as const;

/** Opening investor confidence rises with the sovereign rating. */
export const CONFIDENCE_BY_RATING: Record<string, number> = {
  AAA: 75,
  AA: 68,
  A: 60,
  BBB: 50,
  BB: 40,
  B: 30,
  CCC: 20,
};

/** Fiscal plumbing. The treasury keeps this many turns of outlays; deficits beyond it are borrowed. */
export const TREASURY_BUFFER_TURNS = 4;
/** Above this many buffers the surplus repays debt. */
export const TREASURY_REPAY_BUFFERS = 2;
/** Revenue moves with the cycle: percent of revenue per point of growth above trend. */
export const REVENUE_CYCLE_ELASTICITY = 0.5;
/** Outstanding debt reprices toward the market rate as it rolls over (about a 5-year book). */
export const DEBT_ROLLOVER_TURNS = 240;
/** A breached ceiling is raised at the fiscal-year close to this multiple of the principal. */
export const DEBT_CEILING_RAISE = 1.1;
/** How many turns back the stock market change looks. */
export const STOCK_MARKET_CHANGE_TURNS = 24;
/** How many turns back the stock market's short change (change1h, one turn) looks. */
export const STOCK_MARKET_SHORT_CHANGE_TURNS = 1;
/** Prime-rate decisions shown on the economy endpoint. */
export const RATE_HISTORY_SHOWN = 24;
/** Inflation and growth observations shown on the economy endpoint, the newest kept (the original's 12). */
export const MACRO_HISTORY_SHOWN = 12;

/** History endpoint limits (docs/api-contract.md). */
export const ECONOMY_HISTORY_LIMIT_DEFAULT = 48;
export const ECONOMY_HISTORY_LIMIT_MAX = 240;
