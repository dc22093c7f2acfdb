import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { earnAndPay } from './earn-and-pay';
import { payDividends } from './pay-dividends';
import { priceAndRate } from './price-and-rate';
import { recordCorporationHistory } from './record-corporation-history';

/**
 * The corporations system in run order: earn, pay costs and tax; dividends; then price and rating; history.
 * Each phase writes a corporation once: the turn re-checks a row's foreign keys for every further write.
 */
export const corporationPhases: readonly TurnPhase[] = [
  earnAndPay,
  payDividends,
  priceAndRate,
  recordCorporationHistory,
];
