import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { driftSharePrices } from './drift-share-prices';
import { earnCorporateRevenue } from './earn-revenue';
import { payCorporateCosts } from './pay-costs';
import { payCorporateTax } from './pay-corporate-tax';
import { payDividends } from './pay-dividends';
import { rateCorporateCredit } from './rate-credit';
import { recordCorporationHistory } from './record-corporation-history';

/** The corporations system in run order: earn, pay costs, tax, dividends, then price, rating, history. */
export const corporationPhases: readonly TurnPhase[] = [
  earnCorporateRevenue,
  payCorporateCosts,
  payCorporateTax,
  payDividends,
  driftSharePrices,
  rateCorporateCredit,
  recordCorporationHistory,
];
