import { noCapacityLimits } from '../capacity-multipliers';
import { createRunCommodityPrices } from './run-commodity-prices';
import { updateStateSectors } from './update-state-sectors';

export { createRunCommodityPrices, updateStateSectors };

/**
 * The price run without capacity limits: what economy does alone. The game registry replaces it by id
 * with the run wired to the extraction system's capacity.
 */
export const runCommodityPrices = createRunCommodityPrices(noCapacityLimits);

/** Sectors react to last turn's prices, then this turn's prices. */
export const commodityPhases = [updateStateSectors, runCommodityPrices] as const;
