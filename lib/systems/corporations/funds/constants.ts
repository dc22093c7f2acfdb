import { economyReference } from '@/lib/systems/economy/macro/reference';

const F = economyReference.funds;

/** Fund parameters (economy.json funds). */
export const FUNDS = {
  kinds: F.kinds,
  scopes: F.scopes,
  seed: F.seed,
  minSeedCapitalAnchor: F.sponsorship.minSeedCapitalAnchor,
  expenseRatioRange: F.sponsorship.expenseRatioAnnual,
  feeSuspendedBelowBackingRatio: F.sponsorship.feeSuspendedBelowBackingRatio,
  windDownGraceTurns: F.sponsorship.windDownGraceTurns,
  turnsPerYear: economyReference.turnsPerYear,
} as const;

/** Opening NAV per unit, anchor units (converted to the fund's currency). */
export const OPENING_NAV_ANCHOR = 100;
/** Turns between two rebalances of an active fund. */
export const REBALANCE_INTERVAL_TURNS = 4;
/** Share of assets a fund keeps in cash for redemptions; the rest tracks the index. */
export const CASH_TARGET_SHARE = 0.05;
/** Buys are scaled down so cash never falls below this (minor units), covering per-trade rounding. */
export const REBALANCE_CASH_MARGIN_CENTS = 10_000;
/** Annual expense ratios of the seeded broad and sector funds (inside economy.json's range). */
export const SEED_EXPENSE_RATIO = { broad: 0.002, sector: 0.005 } as const;
/** Seeded sector funds: the sectors with the most listed corporations, this many. */
export const SEED_SECTOR_FUNDS = 3;
/** Seeded country funds use the first topN of economy.json (25). */
export const SEED_COUNTRY_TOP_N = F.seed.broadPerCountry.topN[0]!;
/** Most units one purchase or redemption moves. */
export const MAX_FUND_UNITS_PER_TRADE = 10_000_000;
/** NAV history points served with a fund's detail. */
export const FUND_NAV_HISTORY_LIMIT = 240;
