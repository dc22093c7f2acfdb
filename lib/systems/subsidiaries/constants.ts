import { MAX_DIVIDEND_RATE } from '@/lib/systems/corporations/companies/dividend-limit';

/** Subsidiary rules (docs/subsidiaries.md). */
export const SUBSIDIARY = {
  /** The dividend floor a parent may set, percent: at most corporations' MAX_DIVIDEND_RATE. */
  maxDividendFloorPct: MAX_DIVIDEND_RATE,
  capitalInjection: {
    cooldownTurns: 24,
    /** Largest injection as a share of the parent's cash. */
    maxShareOfParentCash: 0.25,
  },
  spinOff: {
    cooldownTurns: 168,
    baseCostCents: 500_000 * 100,
    costPerSectorCents: 100_000 * 100,
    shares: 1_000_000,
  },
  /** A formalization must be at least this old before it can be released. */
  releaseMinTurns: 24,
} as const;

/** Group synergies on marketingStrength and logisticsStrength (docs/subsidiaries.md). */
export const SYNERGY = {
  /** A member's target is this share of the group's best value. */
  bestFactor: 0.6,
  /** The factor for a spin-off that left a current member within `spinOffWindowTurns`. */
  spinOffFactor: 0.85,
  spinOffWindowTurns: 96,
  /** Share of the gap to the target closed each turn. */
  stepShare: 0.05,
  /** Smaller changes are skipped. */
  minChange: 0.01,
} as const;

/**
 * Merger review: a competition authority looks at each holding group every `everyTurns` turns. A group
 * whose members together earn more than `concentrationShare` of a country's revenue in a sector gets a
 * pending divestiture of those sectors, due `dueInTurns` later. The remedy lifts once the group's share
 * is back under the line (a spin-off into another member does not lower it); at the first review past
 * the due turn the authority unwinds the group instead, clearing the formalization of every member
 * still active in those sectors.
 */
export const MERGER_REVIEW = {
  everyTurns: 12,
  concentrationShare: 0.4,
  dueInTurns: 48,
} as const;
