import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { operateCorporations } from './operate';
import { payDividends } from './pay-dividends';
import { recordCorporationHistory } from './record-corporation-history';

/**
 * The corporations system in run order: revenue, costs, tax, share price and rating in one update of each
 * corporation (the turn re-checks a row's foreign keys on every further write); the quarter's dividends; history.
 */
export const corporationPhases: readonly TurnPhase[] = [
  operateCorporations,
  payDividends,
  recordCorporationHistory,
];
