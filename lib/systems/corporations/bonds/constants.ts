import { economyReference } from '@/lib/systems/economy/macro/reference';

const B = economyReference.bonds;

/** Bond parameters (economy.json bonds); maturities and coupons count 48 turns to the year. */
export const BONDS = {
  turnsPerYear: economyReference.turnsPerYear,
  maturityLabels: B.maturityLabels as Record<string, string>,
  corporateIssuanceMaturities: B.corporateIssuanceMaturities,
  spreadPremiumPp: B.corporateCoupon.spreadPremiumPp,
  termPremiumPp: B.corporateCoupon.termPremiumPp as Record<string, number>,
  couponRangePct: B.corporateCoupon.derivedRangePct as [number, number],
  /** Face value of one unit, major units of the issuer's currency. */
  unitFaceValue: B.unitFaceValue,
  /** Smallest issue, major units. */
  minIssuance: B.minIssuance,
  maxDebtToEquity: B.maxDebtToEquity,
  issuanceCooldownTurns: B.issuanceCooldownTurns,
  defaultCreditPenaltyTurns: B.defaultCreditPenaltyTurns,
  defaultedMarketPrice: B.defaultedMarketPrice,
  marketPriceClamp: B.marketPriceClamp as [number, number],
  /** Default penalty on the credit score (economy.json corporateCreditScore.defaultPenalty). */
  defaultPenalty: economyReference.corporateCreditScore.defaultPenalty,
} as const;

/**
 * Coupons accrue every turn and are paid once a quarter, every this many turns from the issue turn (which pays
 * its own turn's), and at maturity: the same sum as a coupon a turn, in a thirteenth of the payments (at
 * WORLD_SCALE=1000 the weekly payments were 12,844 rewrites of their issuers a turn, each re-checking its
 * foreign keys at the turn's end).
 */
export const BOND_COUPON_INTERVAL_TURNS = 13;

/** Largest single issue, major units (keeps units and cents inside bigint and float precision). */
export const MAX_BOND_ISSUANCE = 10_000_000_000;
/** Most units one purchase or sale moves. */
export const MAX_BOND_UNITS_PER_TRADE = 1_000_000;
/** v1 `bonds` page size (docs/api-contract.md). */
export const BONDS_PAGE_SIZE = 20;

/** Seeded opening bonds: one for every this many corporations (deterministic pick), issued before turn 1. */
export const SEED_BOND_EVERY_NTH_CORPORATION = 3;
/** Opening bond principal as a share of the corporation's capital. */
export const SEED_BOND_SHARE_OF_CAPITAL = 0.1;

/** Annual term premium (percentage points) for a bond with this many turns left. */
export function termPremiumFor(turnsLeft: number): number {
  const steps = Object.keys(BONDS.termPremiumPp)
    .map(Number)
    .sort((a, b) => a - b);
  const step = steps.find((turns) => turnsLeft <= turns) ?? steps[steps.length - 1]!;
  return BONDS.termPremiumPp[String(step)]!;
}

export function maturityLabel(maturityTurns: number): string {
  return BONDS.maturityLabels[String(maturityTurns)] ?? `${maturityTurns} turns`;
}
