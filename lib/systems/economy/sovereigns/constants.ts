import { economyReference } from '@/lib/systems/economy/macro/reference';

/** The sovereign rules of economy.json (auction bands, demand model, sustainability) in one place. */
export const SOVEREIGN = economyReference.sovereign;
export const AUCTION_BANDS = ['subscribed', 'undersubscribed', 'failed'] as const;
export type AuctionBand = (typeof AUCTION_BANDS)[number];
export const AUCTION_THRESHOLDS = SOVEREIGN.auctionThresholds;
export const FAILED_AUCTIONS_FOR_CRISIS = SOVEREIGN.failedAuctionsForCrisis;
export const AUCTIONS_IGNORED_IN_STATES = SOVEREIGN.auctionsIgnoredInStates;
export const FX_DEPRECIATION_LOOKBACK_TURNS = SOVEREIGN.demandModel.fxDepreciationLookbackTurns;
export const SUSTAINABILITY_BANDS = SOVEREIGN.sustainabilityBands;
export const SUSTAINABILITY_BASELINE = SOVEREIGN.sustainabilityBaseline;
export const RECOVERY = SOVEREIGN.recovery;
export const RESTRUCTURE = SOVEREIGN.resolutions.restructure;
export const REPUDIATE = SOVEREIGN.resolutions.repudiate;
export const BAILOUT = SOVEREIGN.resolutions.bailout;
export const MONETIZE = SOVEREIGN.resolutions.monetize;
/**
 * The turns a resolution's GDP penalty is spread over: a crisis decision's `sovereign` effect has these
 * ticks (the first applies the resolution, each its share of the penalty).
 */
export const RESOLUTION_TICKS = {
  restructure: RESTRUCTURE.gdpPenaltyTurns,
  repudiate: REPUDIATE.gdpPenaltyTurns,
  bailout: 1,
  monetize: 1,
} as const;
/** With no government decision inside the executive window, the engine restructures (a default). */
export const EXECUTIVE_DECISION_TURNS = SOVEREIGN.crisisWindows.executiveDecisionTurns;

/** The demand model's labels, by component id (economy.json demandModel.components). */
export const DEMAND_LABELS = Object.fromEntries(
  SOVEREIGN.demandModel.components.map((c) => [c.id, c.label]),
) as Record<string, string>;
export const SUSTAINABILITY_LABELS = Object.fromEntries(
  SOVEREIGN.sustainabilityComponents.map((c) => [c.id, c.label]),
) as Record<string, string>;

/** Issuance is floored to a multiple of 1000 units (economy.json issuance.quarterlyAmount). */
export const ISSUANCE_ROUNDING_CENTS = 1000 * 100;

/**
 * Sovereign coupon: prime rate + term premium + the rating's spread (economy.json bonds.sovereignCoupon);
 * the term premium is averaged over the maturity mix new issuance is spread across.
 */
const coupon = economyReference.bonds.sovereignCoupon;
export const SOVEREIGN_TERM_PREMIUM_PP = Object.entries(coupon.reconcileDistribution).reduce(
  (sum, [maturity, share]) =>
    sum + share * coupon.termPremiumPp[maturity as keyof typeof coupon.termPremiumPp],
  0,
);
export const RATING_SPREADS_PP = Object.fromEntries(
  economyReference.creditRatings.map((r) => [r.rating, r.spreadOverPrimePp]),
) as Record<string, number>;

/** Trust (0 to 100) moves this share of the way to investor confidence each turn, less the ladder's penalty. */
export const TRUST_REVERSION = 0.1;
/** Trust lost per consecutive failed auction, in the target. */
export const TRUST_FAILED_AUCTION_PENALTY = 5;
/** Ratings that put a country on warning (with a breached ceiling). */
export const WARNING_RATINGS = ['B', 'CCC'];
export const INVESTMENT_GRADE = ['AAA', 'AA', 'A', 'BBB'];

/** The demand model's coefficients (economy.json demandModel.components, restated as numbers). */
export const DEMAND_MODEL = {
  base: 1.2,
  debtThreshold: 0.6,
  debtSlope: 0.3,
  cliffThreshold: 2.0,
  cliffSlope: 0.4,
  inflationThreshold: 0.05,
  inflationSlope: 2.0,
  fxSlope: 1.5,
  scarTurns: 100,
  scarPerTurn: 0.01,
  trustSlope: 0.4,
  couponNeutral: 0.04,
  couponSlope: 5.0,
  holdingsCap: 0.4,
  holdingsSlope: 0.5,
} as const;

/** The sustainability components' curves (economy.json sustainabilityComponents, as numbers). */
export const SUSTAINABILITY_MODEL = {
  debtFloor: 0.6,
  debtFull: 2.0,
  debtMax: 50,
  balanceSlope: 500,
  balanceMax: 15,
  balanceMin: 25,
  fxFloor: 0.05,
  fxFull: 0.25,
  fxMax: 25,
  growthUpSlope: 333,
  growthUpMax: 10,
  growthDownSlope: 833,
  growthDownMax: 25,
} as const;
