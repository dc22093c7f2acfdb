import { economyReference } from '@/lib/systems/economy/macro/reference';

/** Seeded corporations per country: about one for every two states, at least this many. */
export const SEED_MIN_CORPORATIONS_PER_COUNTRY = 6;
export const SEED_CORPORATIONS_PER_STATE = 0.5;
/** Opening capital of a seeded corporation as a share of its headquarters state's GDP. */
export const SEED_CAPITAL_SHARE_OF_STATE_GDP: readonly [number, number] = [0.0005, 0.004];
/** Opening cash as a share of opening capital. */
export const SEED_CASH_SHARE_OF_CAPITAL = 0.06;
/** Opening share price range in anchor units (converted to the corporation's currency). */
export const SEED_SHARE_PRICE_ANCHOR: readonly [number, number] = [20, 120];
/** Share of seeded corporations owned by their country's state. */
export const SEED_STATE_OWNED_SHARE = 0.15;
/** Share of seeded corporations listed with a public float. */
export const SEED_PUBLIC_SHARE = 0.6;

/** A holder controls a corporation with strictly more than this share of its voting power. */
export const CONTROL_VOTE_SHARE = 0.5;

export { MAX_DIVIDEND_RATE } from './dividend-limit';
/** Dividends of seeded corporations, percent of after-tax profit. */
export const SEED_DIVIDEND_RATE_RANGE: readonly [number, number] = [0, 15];

/**
 * Annual revenue per unit of capital by sector type (asset turnover): retail turns its capital over
 * fast, real estate and finance slowly. Types not listed turn over once a year.
 */
export const SECTOR_TURNOVER: Readonly<Record<string, number>> = {
  financial: 0.35,
  media: 1.1,
  manufacturing: 1.2,
  chemical_industries: 1,
  healthcare: 1.1,
  retail: 2.4,
  automobiles: 1.3,
  technology: 0.9,
  energy: 0.6,
  agriculture: 1,
  real_estate: 0.25,
  construction: 1.4,
  defense: 1,
  telecommunications: 0.6,
  entertainment: 1,
  logistics: 1.5,
  extraction: 0.5,
};

/** Operations, per turn. Revenue = capital × turnover / 52 × growth, strength and shock factors. */
export const CORPORATE = {
  /** Variable operating costs as a share of the turn's revenue, before logistics. */
  variableCostRatio: 0.78,
  /** Fixed costs per turn as a share of the capital's base turnover (they do not fall with revenue). */
  fixedCostShareOfTurnover: 0.1,
  /** Revenue gained per strength point above 50 (marketing) and costs saved (logistics). */
  marketingRevenuePerPoint: 0.002,
  logisticsCostPerPoint: 0.0008,
  /** Revenue gained per point of the country's GDP growth (percent). */
  growthElasticity: 0.02,
  /** One shared shock per country and turn, uniform in ±this. */
  revenueNoise: 0.03,
  /** Share of the gap to fundamental value an untraded share price closes each turn. */
  priceDriftRate: 0.05,
  /** Per-turn price noise of an untraded share, uniform in ±this share of the price. */
  priceNoise: 0.01,
  /** Price-to-earnings multiple applied to annualised after-tax profit in the fundamental. */
  earningsMultiple: 10,
  /** Rating smoothing and curves (economy.json corporateCreditScore). */
  credit: economyReference.corporateCreditScore,
} as const;

/** Share of a new corporation's founding capital invested in productive capital (the rest stays cash). */
export const FOUNDING_CAPITAL_INVESTED = 0.5;

/** Share-market rules. */
export const SHARES = {
  minFoundingCapitalCents: 10_000 * 100,
  foundingShares: 1_000_000,
  maxSharesPerOrder: 1_000_000_000,
  maxIssuePerAction: 100_000_000,
  marketPageSize: 20,
  historyPageSize: { default: 25, min: 1, max: 100 },
  listLimit: { default: 100, max: 500 },
} as const;

/** The contract's code for a corporate purchase that would close an ownership cycle. */
export const OWNERSHIP_CYCLE_ERROR = 'OWNERSHIP_CYCLE_ERROR';
