import { advanceEmbargoes } from './advance-embargoes';
import { runTradeFlows } from './run-trade-flows';
import { setGovernmentTariffs } from './set-government-tariffs';

export { advanceEmbargoes, runTradeFlows, setGovernmentTariffs };

/** Embargoes and tariffs change before the turn's prices; trade flows after them. */
export const tradePhases = [advanceEmbargoes, setGovernmentTariffs, runTradeFlows] as const;
