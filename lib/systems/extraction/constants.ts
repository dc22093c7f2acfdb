/** Constants of the extraction system (docs/extraction.md; economy.json). */
import { economyReference } from '@/lib/systems/economy/macro/reference';

const extraction = economyReference.extraction;

export { EXTRACTION_RESOURCES } from './resources';
export type { ExtractionResource } from './resources';

/** A contract's share of a state's capacity (docs/extraction.md). */
export const CONTRACT_SHARE_RANGE: [number, number] = [0, 1];

/** Player offers: each between these shares, and the state's total contracted share at most the ceiling. */
export const PLAYER_CONTRACT_SHARE: [number, number] = [
  extraction.playerContractShare.min,
  extraction.playerContractShare.max,
];
export const MAX_PLAYER_CONTRACTED_SHARE = extraction.maxTotalContractedShare;

/** An admin grant over-allocates when the state's active shares would pass the whole capacity. */
export const FULL_ALLOCATION = 1;

/** The active strategy's capacity resources: what a breakthrough raises (economy.json strategySupplyMap). */
export const STRATEGY_CAPACITY_RESOURCES: Record<string, readonly string[]> = extraction.strategySupplyMap;
export const DEFAULT_EXTRACTION_STRATEGY = 'standard';

/** Research breakthroughs: one draw per operation every few turns, each resource its own boost. */
export const BREAKTHROUGH = {
  checkIntervalTurns: extraction.rdBreakthrough.checkIntervalTurns,
  /** probability = min(1, rdScore / this); rdScore is the corporation's logistics strength (0..100). */
  rdScoreDivisor: 200,
  capacityBoost: [
    extraction.rdBreakthrough.capacityBoostPct.min,
    extraction.rdBreakthrough.capacityBoostPct.max,
  ] as [number, number],
} as const;

/**
 * Seeded capacity = deposit size x the state's opening extraction output of that resource, so a major
 * deposit leaves room to grow and a small one binds from the first turn.
 */
export const DEPOSIT_SIZE_FACTORS = { major: 1.5, moderate: 1.15, small: 0.75 } as const;
export type DepositSize = keyof typeof DEPOSIT_SIZE_FACTORS;

/** A turn is one game week; corporate revenue is per turn, capacity per day. */
export { DAYS_PER_TURN } from '@/lib/systems/economy/commodities/constants';

/** Limits of the list and admin inputs. */
export const CONTRACT_LIST_LIMIT = 500;
export const MAX_CAPACITY_VALUE = 1e15;
